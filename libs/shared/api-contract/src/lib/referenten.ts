import { IsoDateTimeSchema, pagedSchema, SearchTextSchema } from './common';
import { emailAddress } from './email';
import { AngebotStatusSchema, TerminStatusSchema, VtypSchema } from './forms';
import { germanText, optionalGermanText } from './german-text';
import { z } from './zod';

/*
 * The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): the tenant's
 * Referentinnen und Referenten, their contact for the staff, and the offers and dates each taught.
 * Who may do what is `@fobu/domain`'s `speakerAccessOf`. No public answer carries any of this but
 * the names an offer shows (`referenten` of the offer, as before).
 */

/** Speakers per page of the directory's search. */
export const REFERENTEN_PAGE_SIZE = 20;

/** The most topics a speaker lists. */
export const MAX_THEMEN = 20;

/** `GET /api/v1/referenten`: name, title, organisation or topic; without `q` every speaker the asker finds, by name. */
export const ReferentenQuerySchema = z.object({
  q: z.optional(SearchTextSchema),
  seite: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1).check(z.describe('page of the result, 20 a page')),
});
export type ReferentenQuery = z.infer<typeof ReferentenQuerySchema>;

/** What the staff write about a speaker (`POST`, and with the version read `PUT`). */
export const ReferentEingabeSchema = z.object({
  name: germanText('Bitte geben Sie den Namen ein.', 120, 'Der Name darf höchstens 120 Zeichen haben.'),
  titel: optionalGermanText(40, 'Der Titel darf höchstens 40 Zeichen haben.').check(
    z.describe('an academic title before the name, e.g. Dr.'),
  ),
  organisation: optionalGermanText(200, 'Die Organisation darf höchstens 200 Zeichen haben.'),
  themen: z._default(
    z
      .array(germanText('Ein Thema darf nicht leer sein.', 80, 'Ein Thema darf höchstens 80 Zeichen haben.'))
      .check(z.maxLength(MAX_THEMEN, { error: `Höchstens ${MAX_THEMEN} Themen.` })),
    [],
  ),
  email: z._default(z.nullable(emailAddress('Bitte geben Sie die E-Mail-Adresse ein oder lassen Sie das Feld leer.')), null),
  telefon: optionalGermanText(40, 'Die Telefonnummer darf höchstens 40 Zeichen haben.'),
  gelistet: z
    ._default(z.boolean(), false)
    .check(z.describe('the speaker agreed to be listed: every organiser of the tenant then finds them in the directory and the picker')),
});
/** What a client sends; fields with a default may be left out. */
export type ReferentEingabe = z.input<typeof ReferentEingabeSchema>;

export const ReferentAenderungSchema = z.extend(ReferentEingabeSchema, {
  version: z.number().check(z.int(), z.gte(1), z.describe('the version read; an older one is refused with 409 referent_geaendert')),
});
export type ReferentAenderung = z.input<typeof ReferentAenderungSchema>;

/** A speaker as the directory and the picker list them, with their contact (staff only). */
export const ReferentEintragSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  titel: z.string(),
  anzeigename: z.string().check(z.describe('title and name as an offer shows them (its `referenten`)')),
  organisation: z.string(),
  themen: z.array(z.string()),
  email: z.nullable(z.string()),
  telefon: z.string(),
  gelistet: z.boolean(),
  angebotAnzahl: z.number().check(z.int(), z.describe('how many offers name the speaker')),
});
export type ReferentEintrag = z.infer<typeof ReferentEintragSchema>;
export const ReferentenPageSchema = pagedSchema(ReferentEintragSchema);

/** A date of an offer the speaker taught. */
export const ReferentTerminSchema = z.object({
  id: z.number().check(z.int()),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
  status: TerminStatusSchema,
});

/** An offer that names the speaker, with its dates (oldest first). */
export const ReferentAngebotSchema = z.object({
  vnr: z.string(),
  titel: z.string(),
  vtyp: VtypSchema,
  status: AngebotStatusSchema,
  termine: z.array(ReferentTerminSchema),
});
export type ReferentAngebot = z.infer<typeof ReferentAngebotSchema>;

/** `GET /api/v1/referenten/{id}`: one speaker with the offers (as far as the asker sees them) and dates they taught. */
export const ReferentAkteSchema = z.extend(ReferentEintragSchema, {
  version: z.number().check(z.int()),
  geaendertAm: IsoDateTimeSchema,
  angebote: z
    .array(ReferentAngebotSchema)
    .check(z.describe('the offers that name the speaker and that the asker may see, newest date first')),
});
export type ReferentAkte = z.infer<typeof ReferentAkteSchema>;
