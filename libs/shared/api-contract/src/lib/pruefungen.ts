import { IsoDateTimeSchema, pagedSchema, PagingQuerySchema } from './common';
import { PersonRefSchema, VtypSchema } from './forms';
import { z } from './zod';

/** `GET /api/v1/pruefungen`: the review queue of quality control, oldest submission first. */
export const PruefungenQuerySchema = PagingQuerySchema;

/** An offer (or a published offer's revision) waiting for review. */
export const PruefungSchema = z.object({
  vnr: z.string(),
  vtyp: VtypSchema,
  titel: z.string().check(z.describe('the title under review (a revision’s, if it is one)')),
  version: z.number().check(z.int(), z.describe('what `freigeben` and `zurueckgeben` act on')),
  leitung: PersonRefSchema,
  eingereichtAm: z
    .nullable(IsoDateTimeSchema)
    .check(z.describe('the last submission; unset for offers submitted before the history was kept')),
  ueberarbeitung: z.boolean().check(z.describe('a revision of a published offer')),
  darfFreigeben: z.boolean().check(z.describe('the asker may approve it (four eyes: not who wrote or last changed it)')),
  freigabeHinweis: z.nullable(z.string()).check(z.describe('why not, in German, when darfFreigeben is false')),
});
export type Pruefung = z.infer<typeof PruefungSchema>;
export const PruefungenPageSchema = pagedSchema(PruefungSchema);
