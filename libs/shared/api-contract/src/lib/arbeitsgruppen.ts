import { MEETING_ANSWERS, WORKGROUP_STATES } from '@fobu/domain';
import { IsoDateTimeSchema, pagedSchema, PagingQuerySchema, SearchTextSchema } from './common';
import { AnmeldungStatusSchema, PersonRefSchema, SchulartSchema, SitzungSchema } from './forms';
import { emailAddress } from './email';
import { germanText, httpsLink, optionalGermanText } from './german-text';
import { KREIS_KEYS } from './reference-data';
import { TerminOrtEingabeSchema, TerminSitzungEingabeSchema, MAX_TERMIN_SITZUNGEN } from './termin-bearbeitung';
import { z } from './zod';

/*
 * Workgroups (Arbeitsgruppen, docs/workgroups.md): standing groups of a tenant with leads, members
 * and closed meetings. Who may do what is `@fobu/domain`'s (workgroups.ts); these are the wire shapes.
 */

export const ArbeitsgruppeStatusSchema = z.enum(WORKGROUP_STATES);
export const TreffenAntwortSchema = z.enum(MEETING_ANSWERS);

/** `GET /api/v1/arbeitsgruppen`: the tenant's groups for its staff (`umfang=meine`: those the asker leads), a member's own groups for everyone else. */
export const ArbeitsgruppenQuerySchema = z.extend(PagingQuerySchema, {
  q: z.optional(SearchTextSchema),
  status: z.optional(ArbeitsgruppeStatusSchema),
  umfang: z.optional(z.enum(['meine', 'alle'])),
});
export type ArbeitsgruppenQuery = z.infer<typeof ArbeitsgruppenQuerySchema>;

/** A meeting as a group's pages show it: a closed date of the group. */
export const TreffenSchema = z.object({
  id: z.number().check(z.int(), z.describe('the date’s id (termin): participant, attendance and check-in calls take it')),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
  sitzungen: z.array(SitzungSchema),
  ort: z.nullable(z.object({ name: z.string(), adresse: z.string(), raum: z.nullable(z.string()), kreis: z.enum(KREIS_KEYS) })),
  onlineLink: z.nullable(z.string()).check(z.describe('only for the group’s staff and members who accepted')),
  stunden: z.number().check(z.describe('training hours the meeting counts as')),
  thema: z.string(),
  abgesagt: z.boolean(),
  antworten: z.object({ zugesagt: z.number(), abgelehnt: z.number(), offen: z.number() }),
  eigeneAntwort: z.nullable(TreffenAntwortSchema).check(z.describe('the asker’s answer, if they are invited')),
  eigenerStatus: z.nullable(AnmeldungStatusSchema).check(z.describe('the asker’s booking state of the meeting (attendance once recorded)')),
});
export type Treffen = z.infer<typeof TreffenSchema>;

/** A group in a list. */
export const ArbeitsgruppeKurzSchema = z.object({
  id: z.number().check(z.int()),
  titel: z.string(),
  status: ArbeitsgruppeStatusSchema,
  faecher: z.array(z.string()),
  schularten: z.array(SchulartSchema),
  leitung: z.array(PersonRefSchema),
  mitglieder: z.number().check(z.int()),
  naechstesTreffen: z.nullable(TreffenSchema),
  vnr: z
    .optional(z.string())
    .check(
      z.describe(
        'the number of the offer row carrying its meetings: a member’s booking of a meeting carries it (their dashboard links it to the group)',
      ),
    ),
});
export type ArbeitsgruppeKurz = z.infer<typeof ArbeitsgruppeKurzSchema>;
export const ArbeitsgruppenPageSchema = pagedSchema(ArbeitsgruppeKurzSchema);

/** One group with its meetings, and what the asker may do with it. */
export const ArbeitsgruppeSchema = z.extend(ArbeitsgruppeKurzSchema, {
  beschreibung: z.string(),
  treffen: z.array(TreffenSchema).check(z.describe('every meeting, by start; past ones too')),
  mitglied: z.boolean().check(z.describe('the asker is a member')),
  darfAendern: z.boolean().check(z.describe('the asker may change it (leads and administration, not once dissolved)')),
  darfMitgliederSehen: z.boolean().check(z.describe('the asker is of the group’s staff: members, answers, attendance, history')),
});
export type Arbeitsgruppe = z.infer<typeof ArbeitsgruppeSchema>;

/** `POST /api/v1/arbeitsgruppen` and `PUT /api/v1/arbeitsgruppen/{id}`: a group’s details. */
export const ArbeitsgruppeEingabeSchema = z.strictObject({
  titel: germanText('Bitte geben Sie den Titel der Arbeitsgruppe an.', 200, 'Der Titel darf höchstens 200 Zeichen haben.'),
  beschreibung: optionalGermanText(5_000, 'Die Beschreibung darf höchstens 5.000 Zeichen haben.'),
  faecher: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.maxLength(20)), []),
  schularten: z._default(z.array(SchulartSchema).check(z.maxLength(20)), []),
  leitung: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)), { error: 'Bitte wählen Sie die Leitung der Arbeitsgruppe.' })
    .check(
      z.minLength(1, { error: 'Eine Arbeitsgruppe hat mindestens eine Leitung.' }),
      z.maxLength(10, { error: 'Eine Arbeitsgruppe hat höchstens zehn Leitungen.' }),
    )
    .check(z.describe('uids of organisers of the tenant')),
  status: z._default(ArbeitsgruppeStatusSchema, 'aktiv'),
});
export type ArbeitsgruppeEingabe = z.input<typeof ArbeitsgruppeEingabeSchema>;

/** A member as the group's staff see them. */
export const MitgliedSchema = z.object({
  id: z.number().check(z.int()),
  uid: z.nullable(z.string()).check(z.describe('unset while a person invited by e-mail has no account')),
  vorname: z.string(),
  name: z.string(),
  email: z.string(),
  schule: z.nullable(z.object({ dstnr: z.string(), name: z.string() })),
  seit: IsoDateTimeSchema,
  kontoFehlt: z.boolean(),
});
export type Mitglied = z.infer<typeof MitgliedSchema>;
export const MitgliederListSchema = z.object({ items: z.array(MitgliedSchema) });

/** `POST /api/v1/arbeitsgruppen/{id}/mitglieder`: a person found by the search, or one without an account, invited by e-mail. */
export const MitgliedEingabeSchema = z.union([
  z.strictObject({ uid: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.strictObject({
    email: emailAddress('Bitte geben Sie die E-Mail-Adresse an.'),
    vorname: germanText('Bitte geben Sie den Vornamen an.', 100, 'Der Vorname darf höchstens 100 Zeichen haben.'),
    name: germanText('Bitte geben Sie den Nachnamen an.', 100, 'Der Nachname darf höchstens 100 Zeichen haben.'),
  }),
]);
export type MitgliedEingabe = z.infer<typeof MitgliedEingabeSchema>;

/** `GET /api/v1/arbeitsgruppen/personen?q=`: persons of the tenant to add, by name, e-mail or school. */
export const PersonenSucheQuerySchema = z.object({ q: SearchTextSchema.check(z.minLength(2)) });
export const PersonTrefferSchema = z.object({
  uid: z.string(),
  vorname: z.string(),
  name: z.string(),
  email: z.string(),
  schule: z.nullable(z.object({ dstnr: z.string(), name: z.string() })),
});
export type PersonTreffer = z.infer<typeof PersonTrefferSchema>;
export const PersonTrefferListSchema = z.object({ items: z.array(PersonTrefferSchema) });

/** `POST /api/v1/arbeitsgruppen/{id}/treffen` and `PUT …/treffen/{terminId}`: a meeting’s sessions, place or link, hours and topic. */
export const TreffenEingabeSchema = z.strictObject({
  thema: optionalGermanText(200, 'Das Thema darf höchstens 200 Zeichen haben.'),
  sitzungen: z
    .array(TerminSitzungEingabeSchema, { error: 'Bitte geben Sie die Sitzungen des Treffens an.' })
    .check(
      z.minLength(1, { error: 'Ein Treffen hat mindestens eine Sitzung.' }),
      z.maxLength(MAX_TERMIN_SITZUNGEN, { error: `Ein Treffen hat höchstens ${MAX_TERMIN_SITZUNGEN} Sitzungen.` }),
    ),
  ort: z._default(z.nullable(TerminOrtEingabeSchema), null),
  onlineLink: z._default(z.nullable(httpsLink('Bitte geben Sie den vollständigen Link zum Online-Raum an (mit https://).')), null),
  stunden: z
    .number({ error: 'Bitte geben Sie die Fortbildungsstunden als Zahl an.' })
    .check(
      z.gte(0, { error: 'Die Stunden können nicht negativ sein.' }),
      z.lte(100, { error: 'Mehr als 100 Stunden sind nicht möglich.' }),
    ),
});
export type TreffenEingabe = z.input<typeof TreffenEingabeSchema>;

/** `PUT /api/v1/arbeitsgruppen/{id}/treffen/{terminId}/antwort`: a member accepts or declines. */
export const TreffenAntwortEingabeSchema = z.strictObject({ antwort: z.enum(['zugesagt', 'abgelehnt']) });

/** `GET …/treffen/{terminId}/einladungen`: who was invited and how they answered (group staff). */
export const EinladungSchema = z.object({
  anmeldungId: z.nullable(z.number().check(z.int())).check(z.describe('the booking an acceptance made, for attendance')),
  uid: z.string(),
  vorname: z.string(),
  name: z.string(),
  schule: z.nullable(z.object({ dstnr: z.string(), name: z.string() })),
  antwort: TreffenAntwortSchema,
  status: z.nullable(AnmeldungStatusSchema).check(z.describe('the booking’s state once accepted (attendance once recorded)')),
});
export type Einladung = z.infer<typeof EinladungSchema>;
export const EinladungListSchema = z.object({ items: z.array(EinladungSchema) });

/** `POST /api/v1/arbeitsgruppen/{id}/nachrichten`: a message to every member, in the portal and by e-mail. */
export const GruppenNachrichtSchema = z.strictObject({
  betreff: germanText('Bitte geben Sie einen Betreff an.', 200, 'Der Betreff darf höchstens 200 Zeichen haben.'),
  text: germanText('Bitte schreiben Sie eine Nachricht.', 5_000, 'Die Nachricht darf höchstens 5.000 Zeichen haben.'),
});
export type GruppenNachricht = z.infer<typeof GruppenNachrichtSchema>;

/** One step of a group’s history (group staff). */
export const ArbeitsgruppeHistorieEintragSchema = z.object({
  id: z.number().check(z.int()),
  am: IsoDateTimeSchema,
  person: PersonRefSchema,
  rolle: z.string(),
  aktion: z
    .string()
    .check(
      z.describe(
        'gruppe_angelegt, gruppe_geaendert, status_geaendert, mitglied_hinzugefuegt, mitglied_entfernt, mitglied_ausgetreten, treffen_geplant, treffen_geaendert, treffen_abgesagt, nachricht_gesendet, anwesenheit_erfasst',
      ),
    ),
  // A loose object rather than `z.record()`, for the reason `emailAddress` gives.
  details: z.looseObject({}),
});
export const ArbeitsgruppeHistorieSchema = z.object({ items: z.array(ArbeitsgruppeHistorieEintragSchema) });
export type ArbeitsgruppeHistorieEintrag = z.infer<typeof ArbeitsgruppeHistorieEintragSchema>;

/** The answer to a group message: to how many members it went. */
export const GruppenNachrichtGesendetSchema = z.object({ empfaenger: z.number().check(z.int()) });

/** The answer to leaving a group: which one, so that the page can say so. */
export const AustrittSchema = z.object({ id: z.number().check(z.int()), titel: z.string() });
