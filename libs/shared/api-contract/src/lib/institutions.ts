import { z } from 'zod';
import { pagedSchema, PagingQuerySchema, SearchTextSchema, TenantSchema } from './common';
import { KreisKeySchema, SchulartSchema } from './forms';

export const KreisSchema = z.object({ key: KreisKeySchema, name: z.string(), art: z.enum(['Kreis', 'kreisfreie Stadt']) });
export const KreisListSchema = z.object({ items: z.array(KreisSchema) });

/** A school or office (Bildungseinrichtung). */
export const SchuleSchema = z.object({
  dstnr: z.string(),
  name: z.string(),
  schulart: SchulartSchema,
  kreis: KreisKeySchema,
  ort: z.string(),
  adresse: z.string(),
  schulleitung: z.string().nullable(),
  schultraeger: z.string(),
  mandant: TenantSchema,
});
export type Schule = z.infer<typeof SchuleSchema>;

export const SchuleSearchQuerySchema = PagingQuerySchema.extend({
  q: SearchTextSchema.optional(),
  kreis: KreisKeySchema.optional(),
  schulart: SchulartSchema.optional(),
  mandant: TenantSchema.optional(),
  sort: z.enum(['name', 'dstnr', 'ort']).default('name'),
});
export const SchulePageSchema = pagedSchema(SchuleSchema);
