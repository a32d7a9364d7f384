import { IsoDateTimeSchema } from './common';
import { z } from './zod';

/*
 * The public verification of issued documents (docs/proof-of-training.md, „As built: verifiable
 * certificates“): a confirmation of attendance or a Fortbildungsnachweis by its printed code,
 * without a sign-in, on the forms service outside `/api`.
 */

/** `GET /nachweis`: the form sends the code as typed, and is led on to the code's own address. */
export const NachweisQuerySchema = z.object({
  code: z.optional(z.string().check(z.describe('the code as typed; the answer redirects to /nachweis/{code}'))),
});

/** `GET /nachweis/{code}.json`: what the code shows of its document, and nothing more. */
export const NachweisPruefungSchema = z.object({
  echt: z.literal(true),
  status: z.enum(['gueltig', 'ersetzt', 'widerrufen']).check(z.describe('ersetzt and widerrufen: attendance was corrected later')),
  art: z.enum(['teilnahmebestaetigung', 'fortbildungsnachweis']),
  aussteller: z.string().check(z.describe('the issuing institute’s name')),
  ausgestelltAm: IsoDateTimeSchema,
  name: z.string().check(z.describe('whom the document names: first name and name')),
  titel: z.string(),
  zeitraum: z.nullable(z.string()).check(z.describe('„am 12.03.2027“, „vom … bis …“ or the record’s period')),
  stunden: z.number().check(z.describe('hours attended (or counted, on a Fortbildungsnachweis)')),
  teilweise: z.nullable(z.string()).check(z.describe('partial attendance: „2 von 3 Sitzungen, 6 von 9 Stunden“')),
});
export type NachweisPruefung = z.infer<typeof NachweisPruefungSchema>;
