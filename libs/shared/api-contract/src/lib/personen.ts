import { EMAIL_DELIVERY_STATES, PERSON_SCOPES } from '@fobu/domain';
import { ArbeitsgruppeStatusSchema, PersonTrefferSchema } from './arbeitsgruppen';
import { IsoDateTimeSchema, pagedSchema, RoleSchema, SearchTextSchema } from './common';
import { AnmeldungStatusSchema, VtypSchema } from './forms';
import { SitzungsAnwesenheitSchema } from './teilnehmende';
import { z } from './zod';

/*
 * The staff's persons (docs/people-and-settings.md, "Persons as built"): the search of the tenant's
 * persons and one person's page, read-only. Whom a role may look up is `@fobu/domain`'s `personScopeOf`.
 */

/** Persons per page of the search. */
export const PERSONEN_PAGE_SIZE = 20;

/** `GET /api/v1/personen`: name, e-mail or school from two letters on; without `q` every person in scope by name. */
export const PersonenQuerySchema = z.object({
  q: z.optional(SearchTextSchema.check(z.minLength(2, { error: 'Bitte geben Sie mindestens zwei Zeichen ein.' }))),
  seite: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1).check(z.describe('page of the result, 20 a page')),
});
export type PersonenQuery = z.infer<typeof PersonenQuerySchema>;

/** A person as the search lists them: the account's name, address, school and FOBU roles. */
export const PersonEintragSchema = z.extend(PersonTrefferSchema, {
  rollen: z.array(RoleSchema).check(z.describe('the account’s FOBU roles, in their order')),
});
export type PersonEintrag = z.infer<typeof PersonEintragSchema>;
export const PersonenPageSchema = pagedSchema(PersonEintragSchema);

/** One booking of the person with its date, state, waiting place and attendance. */
export const PersonAnmeldungSchema = z.object({
  id: z.number().check(z.int()),
  vnr: z.string(),
  titel: z.string(),
  vtyp: VtypSchema,
  terminId: z.nullable(z.number().check(z.int())),
  beginn: z.nullable(IsoDateTimeSchema),
  ende: z.nullable(IsoDateTimeSchema),
  ort: z.nullable(z.string()).check(z.describe('the place as one line; null for an online date or a course')),
  status: AnmeldungStatusSchema,
  wartelistePosition: z.nullable(z.number().check(z.int())),
  angemeldetAm: IsoDateTimeSchema,
  geaendertAm: IsoDateTimeSchema,
  anwesenheit: z.array(SitzungsAnwesenheitSchema).check(z.describe('recorded attendance per session, in session order')),
  teilnahmebestaetigung: z.boolean().check(z.describe('a confirmation of attendance can be downloaded')),
  bestaetigungHinweis: z.optional(
    z.string().check(z.describe('attended, but below the tenant’s rule for a confirmation of attendance: why there is none, in German')),
  ),
});
export type PersonAnmeldung = z.infer<typeof PersonAnmeldungSchema>;

/** A workgroup the person is a member of. */
export const PersonArbeitsgruppeSchema = z.object({
  id: z.number().check(z.int()),
  titel: z.string(),
  status: ArbeitsgruppeStatusSchema,
  seit: IsoDateTimeSchema,
});
export type PersonArbeitsgruppe = z.infer<typeof PersonArbeitsgruppeSchema>;

/** A notification the portal wrote the person, and what became of its e-mail. */
export const PersonEmailSchema = z.object({
  id: z.number().check(z.int()),
  betreff: z.string(),
  erstelltAm: IsoDateTimeSchema,
  zustellung: z.enum(EMAIL_DELIVERY_STATES),
  gesendetAm: z.nullable(IsoDateTimeSchema),
});
export type PersonEmail = z.infer<typeof PersonEmailSchema>;

/** `GET /api/v1/personen/{uid}`: one person, as much of them as the asker may see (`umfang`). */
export const PersonAkteSchema = z.extend(PersonEintragSchema, {
  umfang: z.enum(PERSON_SCOPES).check(z.describe('eigene: only the bookings, groups and e-mails of the organiser’s own offers and groups')),
  anmeldungen: z.array(PersonAnmeldungSchema).check(z.describe('newest date first')),
  arbeitsgruppen: z.array(PersonArbeitsgruppeSchema),
  emails: z.array(PersonEmailSchema).check(z.describe('newest first, at most 100')),
});
export type PersonAkte = z.infer<typeof PersonAkteSchema>;
