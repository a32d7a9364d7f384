import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

export const BenachrichtigungSchema = z.object({
  id: z.number().int(),
  titel: z.string(),
  text: z.string(),
  erstelltAm: IsoDateTimeSchema,
  gelesen: z.boolean(),
  anmeldungId: z.number().int().nullable(),
});
export const BenachrichtigungListSchema = z.object({ items: z.array(BenachrichtigungSchema), ungelesen: z.number().int() });

/** A user's subscription: whether state changes are also sent by e-mail. */
export const AbonnementSchema = z.object({ email: z.boolean() });
export const AbonnementUpdateSchema = AbonnementSchema.strict();
export const UnsubscribeResponseSchema = z.object({ abbestellt: z.boolean() });
