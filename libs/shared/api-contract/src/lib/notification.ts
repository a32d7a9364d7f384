import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** The kinds of notification a user can switch on and off. */
export const BENACHRICHTIGUNGSARTEN = ['anmeldestatus', 'erinnerung', 'genehmigung', 'nachricht'] as const;
export type Benachrichtigungsart = (typeof BENACHRICHTIGUNGSARTEN)[number];
export const BenachrichtigungsartSchema = z.enum(BENACHRICHTIGUNGSARTEN);

export const BenachrichtigungSchema = z.object({
  id: z.number().int(),
  titel: z.string(),
  text: z.string(),
  erstelltAm: IsoDateTimeSchema,
  gelesen: z.boolean(),
  anmeldungId: z.number().int().nullable(),
  art: BenachrichtigungsartSchema,
});
export const BenachrichtigungListSchema = z.object({ items: z.array(BenachrichtigungSchema), ungelesen: z.number().int() });

/**
 * A user's subscription: which kinds of notification the portal writes for them, and whether
 * they are also sent by e-mail (the e-mail's unsubscribe link switches that off).
 */
export const AbonnementSchema = z.object({
  email: z.boolean(),
  arten: z.object({ anmeldestatus: z.boolean(), erinnerung: z.boolean(), genehmigung: z.boolean(), nachricht: z.boolean() }),
});
export type Abonnement = z.infer<typeof AbonnementSchema>;
/** `PUT /api/v1/abonnement`: changes what it names, so that two switches changed at once do not undo each other. */
export const AbonnementUpdateSchema = z
  .object({
    email: z.boolean().optional(),
    arten: z
      .object({ anmeldestatus: z.boolean(), erinnerung: z.boolean(), genehmigung: z.boolean(), nachricht: z.boolean() })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type AbonnementUpdate = z.infer<typeof AbonnementUpdateSchema>;
export const UnsubscribeResponseSchema = z.object({ abbestellt: z.boolean() });
