import { IsoDateTimeSchema } from './common';
import { z } from './zod';

/**
 * The signed-in person's calendar feed (docs/people-and-settings.md, „Calendar feed as built“): a
 * secret address that a calendar app subscribes to. `adresse` is the https address, `webcalAdresse`
 * the same with the scheme `webcal://` (which opens the calendar app); all three are null while the
 * person has no feed. Renewing gives new addresses and the old ones answer 404 at once.
 */
export const KalenderAboSchema = z.object({
  adresse: z.nullable(z.string()),
  webcalAdresse: z.nullable(z.string()),
  erzeugtAm: z.nullable(IsoDateTimeSchema),
});
export type KalenderAbo = z.infer<typeof KalenderAboSchema>;
