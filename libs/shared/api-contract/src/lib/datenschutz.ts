import { AnerkennungSchema } from './anerkennungen';
import {
  EMAIL_DELIVERY_STATES,
  MEETING_ANSWERS,
  PRIVACY_CASE_KINDS,
  PRIVACY_CASE_STATES,
  PRIVACY_EXPORT_FORMATS,
  START_VIEWS,
} from '@fobu/domain';
import { AnmeldungsSchrittSchema } from './anmeldung-verlauf';
import { IsoDateTimeSchema, RoleSchema } from './common';
import { germanText, optionalGermanText } from './german-text';
import { AbonnementSchema, BenachrichtigungsartSchema } from './notification';
import { PersonAnmeldungSchema, PersonArbeitsgruppeSchema } from './personen';
import { z } from './zod';

/*
 * Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): a person's data export
 * (Art. 15 DSGVO) and erasure on request (Art. 17), confirmed by a second person of the
 * administration (`@fobu/domain`'s `mayConfirmErasure`); both are logged.
 */

/** Someone of the staff as the log and the export name them: their name and the role they acted in. */
export const DatenschutzPersonSchema = z.object({ vorname: z.string(), name: z.string(), rolle: z.nullable(RoleSchema) });
export type DatenschutzPerson = z.infer<typeof DatenschutzPersonSchema>;

/** A case of the data protection log: an export given, or an erasure request and what became of it. */
export const DatenschutzVorgangSchema = z.object({
  id: z.number().check(z.int()),
  art: z.enum(PRIVACY_CASE_KINDS),
  status: z.enum(PRIVACY_CASE_STATES),
  format: z.nullable(z.enum(PRIVACY_EXPORT_FORMATS)).check(z.describe('the export’s format; null for an erasure request')),
  angefragtVon: z.nullable(z.string()).check(z.describe('who asked for it, as the staff wrote it down; null for one’s own export')),
  notiz: z.nullable(z.string()),
  gestelltVon: DatenschutzPersonSchema.check(z.describe('who gave the export or filed the request')),
  gestelltAm: IsoDateTimeSchema,
  erledigtVon: z.nullable(DatenschutzPersonSchema).check(z.describe('who confirmed or withdrew the erasure request')),
  erledigtAm: z.nullable(IsoDateTimeSchema),
});
export type DatenschutzVorgang = z.infer<typeof DatenschutzVorgangSchema>;

/** `GET /api/v1/personen/{uid}/datenschutz`: the person's log, their open erasure request, and what the asker may do with it. */
export const DatenschutzStandSchema = z.object({
  vorgaenge: z.array(DatenschutzVorgangSchema).check(z.describe('newest first')),
  offenerAntrag: z.nullable(DatenschutzVorgangSchema),
  darfBestaetigen: z.boolean().check(z.describe('the asker is the second person who may confirm the open request')),
});
export type DatenschutzStand = z.infer<typeof DatenschutzStandSchema>;

const ANGEFRAGT_FEHLT = 'Bitte geben Sie an, wer die Löschung verlangt hat und wie (z. B. „Die Person selbst, E-Mail vom 3. März“).';

/** `POST /api/v1/personen/{uid}/loeschantrag`: who asked for the erasure, and a note. */
export const LoeschantragEingabeSchema = z.strictObject({
  angefragtVon: germanText(ANGEFRAGT_FEHLT, 200, 'Die Angabe darf höchstens 200 Zeichen lang sein.'),
  notiz: optionalGermanText(1000, 'Die Notiz darf höchstens 1000 Zeichen lang sein.'),
});
export type LoeschantragEingabe = z.input<typeof LoeschantragEingabeSchema>;

/** A step of a booking's history in the export: a clerk by name and role, never their account's id. */
export const DatenauskunftSchrittSchema = z.extend(z.omit(AnmeldungsSchrittSchema, { akteur: true }), {
  akteur: z.nullable(DatenschutzPersonSchema).check(z.describe('the staff member who took the step; null for the person or the portal')),
});

/** A booking in the export: as the person's page shows it, with the person's remark and the whole history. */
export const DatenauskunftAnmeldungSchema = z.extend(PersonAnmeldungSchema, {
  bemerkung: z.nullable(z.string()),
  verlauf: z.array(DatenauskunftSchrittSchema).check(z.describe('oldest first')),
});

/** An invitation to a workgroup's meeting and the person's answer. */
export const DatenauskunftTreffenSchema = z.object({
  gruppe: z.string(),
  beginn: IsoDateTimeSchema,
  antwort: z.enum(MEETING_ANSWERS),
  eingeladenAm: IsoDateTimeSchema,
  beantwortetAm: z.nullable(IsoDateTimeSchema),
});

/** A notification the portal wrote the person, with its text and what became of its e-mail. */
export const DatenauskunftBenachrichtigungSchema = z.object({
  betreff: z.string(),
  text: z.string(),
  art: BenachrichtigungsartSchema,
  erstelltAm: IsoDateTimeSchema,
  gelesen: z.boolean(),
  zustellung: z.enum(EMAIL_DELIVERY_STATES),
  gesendetAm: z.nullable(IsoDateTimeSchema),
});

/** A message the person sent through the contact or feedback form under their address. */
export const DatenauskunftKontaktSchema = z.object({
  referenz: z.string(),
  art: z.enum(['kontakt', 'feedback']),
  erstelltAm: IsoDateTimeSchema,
  thema: z.nullable(z.string()),
  nachricht: z.string(),
});

/**
 * `GET /api/v1/datenauskunft` and `GET /api/v1/personen/{uid}/datenauskunft`: everything the portal
 * holds about one person in the tenant. No other participant appears in it; a clerk who acted on a
 * booking appears with name and role, as in the booking's history.
 */
export const DatenauskunftSchema = z.object({
  erstelltAm: IsoDateTimeSchema,
  mandant: z.string(),
  person: z.object({
    uid: z.string(),
    benutzername: z.string(),
    anrede: z.string(),
    vorname: z.string(),
    name: z.string(),
    email: z.string(),
    schule: z.nullable(z.object({ dstnr: z.string(), name: z.string() })),
    dienststelle: z.string().check(z.describe('the office number of a staff account; empty for others')),
    rollen: z.array(RoleSchema),
    aktiveRolle: z.nullable(RoleSchema),
  }),
  einstellungen: z.extend(AbonnementSchema, {
    kalenderAbo: z
      .nullable(z.object({ eingerichtetAm: IsoDateTimeSchema }))
      .check(z.describe('whether a calendar feed exists; its secret address is never part of the export')),
    startansichten: z
      .array(z.object({ rolle: RoleSchema, ansicht: z.enum(START_VIEWS) }))
      .check(z.describe('the list the offer search opens with, per role the person chose one for')),
  }),
  anmeldungen: z.array(DatenauskunftAnmeldungSchema).check(z.describe('newest date first; waiting places and attendance included')),
  arbeitsgruppen: z.array(PersonArbeitsgruppeSchema),
  treffen: z.array(DatenauskunftTreffenSchema),
  benachrichtigungen: z.array(DatenauskunftBenachrichtigungSchema).check(z.describe('newest first')),
  kontaktanfragen: z.array(DatenauskunftKontaktSchema),
  anerkennungen: z
    .array(AnerkennungSchema)
    .check(z.describe('requests to recognise outside training, newest first; the proofs themselves the person downloads one by one')),
  datenschutz: z.array(DatenschutzVorgangSchema).check(z.describe('the person’s data protection log, newest first')),
});
export type Datenauskunft = z.infer<typeof DatenauskunftSchema>;
