import { IsoDateTimeSchema } from './common';
import { AnmeldungSchema, KreisKeySchema, SchulartSchema } from './forms';
import { germanText, optionalGermanText } from './german-text';
import { z } from './zod';

/*
 * The organisers' work with the people who booked a date (docs/participants.md): the list, the
 * changes made for a person, attendance per session, check-in at the door and messages.
 */

/** What an organiser records for a person and a session; the booking's state follows (`attendanceStateOf`). */
export const ANWESENHEITEN = ['teilgenommen', 'nicht_erschienen', 'entschuldigt'] as const;
export const AnwesenheitSchema = z.enum(ANWESENHEITEN);
export type Anwesenheit = z.infer<typeof AnwesenheitSchema>;

/** One session's attendance of one booking; `sitzung` counts from 0 in the date's order. */
export const SitzungsAnwesenheitSchema = z.object({
  sitzung: z.number().check(z.int(), z.gte(0)),
  status: AnwesenheitSchema,
  erfasstAm: IsoDateTimeSchema,
});
export type SitzungsAnwesenheit = z.infer<typeof SitzungsAnwesenheitSchema>;

/** A booking as organisers (and school heads, for approvals) see it. */
export const TeilnehmendeSchema = z.extend(AnmeldungSchema, {
  uid: z.string(),
  salutation: z.string(),
  vorname: z.string(),
  name: z.string(),
  email: z.string(),
  dstnr: z.string(),
  schule: z.nullable(z.string()),
  schulart: z.nullable(SchulartSchema).check(z.describe('of the person’s school; null where the office is no school')),
  kreis: z.nullable(KreisKeySchema).check(z.describe('district of the person’s school')),
  bemerkung: z.nullable(z.string()).check(z.describe('the participant’s remark to the organisers, written when booking')),
  eingelassenAm: z.nullable(IsoDateTimeSchema).check(z.describe('when the person was let in at the door (QR check-in or by name)')),
  anwesenheit: z.array(SitzungsAnwesenheitSchema).check(z.describe('recorded attendance per session, in session order')),
});
export type Teilnehmende = z.infer<typeof TeilnehmendeSchema>;
export const TeilnehmendeListSchema = z.object({ items: z.array(TeilnehmendeSchema) });

/** A short reason the person is told, e.g. why an organiser removed them or cancelled for them. */
const NotizSchema = z.optional(optionalGermanText(500, 'Die Begründung darf höchstens 500 Zeichen lang sein.'));

/**
 * `POST /api/v1/anmeldungen/{id}/status`: an organiser admits (from the waiting list, by hand),
 * removes (`abgesagt`), cancels on the person's behalf (`storniert`, also after the deadline) or
 * reports a course finished. Attendance is recorded per session instead (`AnwesenheitRequest`).
 */
export const AnmeldungStatusChangeSchema = z.strictObject({
  status: z.enum(['zugelassen', 'abgesagt', 'storniert', 'abgeschlossen']),
  notiz: NotizSchema,
});
export type AnmeldungStatusChange = z.infer<typeof AnmeldungStatusChangeSchema>;

/** `POST /api/v1/anmeldungen/{id}/umbuchen`: a person moves to another date of the same offer, to a free seat. */
export const UmbuchungRequestSchema = z.strictObject({
  terminId: z.number({ error: 'Bitte wählen Sie den Termin, auf den umgebucht wird.' }).check(z.int(), z.positive()),
  notiz: NotizSchema,
});
export type UmbuchungRequest = z.infer<typeof UmbuchungRequestSchema>;

/**
 * `PUT /api/v1/termine/{id}/anwesenheit`: the attendance of one session (`sitzung`), or of every
 * session at once (`sitzung: null`), for the bookings named; from the session's start on.
 */
export const AnwesenheitRequestSchema = z.strictObject({
  sitzung: z.nullable(z.number().check(z.int(), z.gte(0))),
  eintraege: z
    .array(z.strictObject({ anmeldungId: z.number().check(z.int(), z.positive()), status: AnwesenheitSchema }))
    .check(z.minLength(1, 'Bitte vermerken Sie die Anwesenheit mindestens einer Person.'), z.maxLength(1000)),
});
export type AnwesenheitRequest = z.infer<typeof AnwesenheitRequestSchema>;

/** `POST /api/v1/termine/{id}/nachrichten`: a message to some of a date's participants. */
export const NachrichtRequestSchema = z.strictObject({
  betreff: germanText('Bitte geben Sie einen Betreff an.', 150, 'Der Betreff darf höchstens 150 Zeichen lang sein.'),
  text: germanText('Bitte schreiben Sie eine Nachricht.', 5000, 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.'),
  anmeldungIds: z
    .array(z.number().check(z.int(), z.positive()))
    .check(z.minLength(1, 'Bitte wählen Sie mindestens eine Person, die die Nachricht bekommt.'), z.maxLength(1000)),
});
export type NachrichtRequest = z.infer<typeof NachrichtRequestSchema>;
export const NachrichtAntwortSchema = z.object({
  benachrichtigt: z.number().check(z.int(), z.describe('people who got the notification')),
  emails: z.number().check(z.int(), z.describe('of them, people who also get it by e-mail')),
});
export type NachrichtAntwort = z.infer<typeof NachrichtAntwortSchema>;

/** `GET /api/v1/anmeldungen/{id}/einlass-code`: the signed content of the participant's QR code for their date. */
export const EinlassCodeSchema = z.object({
  code: z.string().check(z.describe('FOBU-EINLASS.{terminId}.{anmeldungId}.{signature}: bound to the booking and its date')),
  terminId: z.number().check(z.int()),
});
export type EinlassCode = z.infer<typeof EinlassCodeSchema>;

/**
 * `POST /api/v1/termine/{id}/einlass`: a code read at the door, or a person let in by name. `am`
 * is when it happened on the device (a check-in made offline is sent later); `vorgangId` makes a
 * resend count once.
 */
export const EinlassRequestSchema = z.union([
  z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(300)), am: IsoDateTimeSchema, vorgangId: z.uuid() }),
  z.strictObject({ anmeldungId: z.number().check(z.int(), z.positive()), am: IsoDateTimeSchema, vorgangId: z.uuid() }),
]);
export type EinlassRequest = z.infer<typeof EinlassRequestSchema>;

/** What the door shows: let in now, already let in (when), not admitted (state), a code of another date, or no valid code. */
export const EINLASS_ERGEBNISSE = ['eingelassen', 'schon_eingelassen', 'nicht_zugelassen', 'anderer_termin', 'ungueltig'] as const;
export const EinlassErgebnisSchema = z.object({
  ergebnis: z.enum(EINLASS_ERGEBNISSE),
  anmeldungId: z.nullable(z.number().check(z.int())),
  vorname: z.nullable(z.string()),
  name: z.nullable(z.string()),
  status: z.nullable(AnmeldungSchema.shape.status),
  eingelassenAm: z.nullable(IsoDateTimeSchema).check(z.describe('the first check-in; a second scan answers it')),
  terminId: z.nullable(z.number().check(z.int())).check(z.describe('anderer_termin: the date the code belongs to')),
});
export type EinlassErgebnis = z.infer<typeof EinlassErgebnisSchema>;
