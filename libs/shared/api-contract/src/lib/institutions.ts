import { pagedSchema, PagingQuerySchema, SearchTextSchema, TenantSchema } from './common';
import { KreisKeySchema, SchulartSchema } from './forms';
import { z } from './zod';

export const KreisSchema = z.object({ key: KreisKeySchema, name: z.string(), art: z.enum(['Kreis', 'kreisfreie Stadt']) });
export const KreisListSchema = z.object({ items: z.array(KreisSchema) });

/** A school or office (Bildungseinrichtung). */
export const SchuleSchema = z.object({
  dstnr: z.string(),
  name: z.string(),
  schulart: z.nullable(SchulartSchema).check(z.describe('null for an institute or office, which is no school (the IQSH, the SHIBB)')),
  kreis: KreisKeySchema,
  ort: z.string(),
  adresse: z.string(),
  schulleitung: z.nullable(z.string()),
  schultraeger: z.string(),
  mandant: TenantSchema,
});
export type Schule = z.infer<typeof SchuleSchema>;

export const SchuleSearchQuerySchema = z.extend(PagingQuerySchema, {
  q: z.optional(SearchTextSchema),
  kreis: z.optional(KreisKeySchema),
  schulart: z.optional(SchulartSchema),
  mandant: z.optional(TenantSchema),
  sort: z._default(z.enum(['name', 'dstnr', 'ort']), 'name'),
});
export const SchulePageSchema = pagedSchema(SchuleSchema);
