import { OFFER_ACTIONS, REVISION_STATES } from '@fobu/domain';
import { BookingRoleSchema, IsoDateTimeSchema, RoleSchema } from './common';
import { AngebotStatusSchema, SchulartSchema, VtypSchema } from './forms';
import { germanText, httpsLink, optionalGermanText } from './german-text';
import { FORMATE, type Vtyp } from './reference-data';
import { z } from './zod';

/*
 * Writing and reviewing offers (docs/offers.md). Who may do what is `@fobu/domain`'s
 * (offer-lifecycle.ts); these are the wire shapes.
 */

const shortList = (item: z.ZodMiniType<string>, max: number, tooMany: string) => z.array(item).check(z.maxLength(max, { error: tooMany }));
const listEntry = (what: string, max: number) =>
  germanText(`${what} darf nicht leer sein.`, max, `${what} darf höchstens ${max} Zeichen haben.`);

/** The most attachments an offer may link. */
export const MAX_ANHAENGE = 10;

/** A document of an offer (programme, material), linked by its address. */
export const AnhangSchema = z.object({
  name: germanText('Bitte geben Sie an, wie der Anhang heißen soll.', 120, 'Der Name eines Anhangs darf höchstens 120 Zeichen haben.'),
  url: httpsLink('Bitte geben Sie den vollständigen Link zum Dokument an (mit https://).'),
});

/** The content of an offer as its organiser writes it (the fields participants read). */
export const AngebotInhaltSchema = z.object({
  titel: germanText('Bitte geben Sie einen Titel ein.', 200, 'Der Titel darf höchstens 200 Zeichen haben.'),
  beschreibung: germanText('Bitte beschreiben Sie das Angebot.', 10_000, 'Die Beschreibung darf höchstens 10.000 Zeichen haben.'),
  ziele: optionalGermanText(5_000, 'Die Ziele dürfen höchstens 5.000 Zeichen haben.'),
  hinweise: optionalGermanText(5_000, 'Die Hinweise dürfen höchstens 5.000 Zeichen haben.'),
  zielgruppen: z.array(BookingRoleSchema).check(z.minLength(1, { error: 'Bitte wählen Sie mindestens eine Zielgruppe.' })),
  schularten: z.array(SchulartSchema).check(z.maxLength(20)),
  faecher: shortList(listEntry('Ein Fach', 80), 20, 'Höchstens 20 Fächer.'),
  kennzeichen: shortList(listEntry('Ein Kennzeichen', 20), 20, 'Höchstens 20 Kennzeichen.'),
  format: z.enum(FORMATE, { error: 'Bitte wählen Sie das Format: Präsenz, Online oder Hybrid.' }),
  umfangStunden: z
    .number({ error: 'Bitte geben Sie den Umfang in Stunden an.' })
    .check(
      z.gte(0.5, { error: 'Der Umfang beträgt mindestens eine halbe Stunde.' }),
      z.lte(500, { error: 'Der Umfang beträgt höchstens 500 Stunden.' }),
    ),
  gebuehr: z
    .number({ error: 'Bitte geben Sie die Gebühr an (0 für kostenfrei).' })
    .check(
      z.gte(0, { error: 'Die Gebühr kann nicht negativ sein.' }),
      z.lte(10_000, { error: 'Die Gebühr beträgt höchstens 10.000 Euro.' }),
    ),
  referenten: shortList(listEntry('Ein Name', 120), 30, 'Höchstens 30 Referentinnen und Referenten.'),
  referentIds: z.optional(
    z
      .array(z.number().check(z.int(), z.gte(1)))
      .check(
        z.maxLength(30, { error: 'Höchstens 30 Referentinnen und Referenten.' }),
        z.describe(
          'the speakers from the directory (GET /api/v1/referenten), in order; when sent, the back end writes `referenten` from their names. Left out: `referenten` as sent, matched to the directory by name',
        ),
      ),
  ),
  kontakt: optionalGermanText(300, 'Der Kontakt darf höchstens 300 Zeichen haben.'),
  anhaenge: z
    ._default(z.array(AnhangSchema).check(z.maxLength(MAX_ANHAENGE, { error: `Höchstens ${MAX_ANHAENGE} Anhänge.` })), [])
    .check(z.describe('documents participants read (programme, material), linked by their address: the portal stores no files')),
  plattformLink: z
    ._default(z.nullable(httpsLink('Bitte geben Sie den vollständigen Link zum Kurs auf der Lernplattform an (mit https://).')), null)
    .check(z.describe('SLK only, and required there: where participants take the course; shown once enrolled')),
  selbstabschluss: z
    ._default(z.boolean(), false)
    .check(z.describe('SLK only: participants mark the course finished themselves; otherwise the learning platform reports it')),
});
export type AngebotInhalt = z.infer<typeof AngebotInhaltSchema>;

/** A problem of an offer's content that depends on its kind, with the field it belongs to. */
export interface AngebotFehler {
  readonly path: readonly ['plattformLink' | 'selbstabschluss'];
  readonly message: string;
}

/**
 * What an offer's kind asks of its content: a self-learning course is taken on the learning
 * platform, so it needs the link to it; other offers have none. The kind is the server's for a
 * saved offer, so the server applies this after loading it; the editor, which knows it, too.
 */
export function angebotFehler(vtyp: Vtyp, inhalt: Pick<AngebotInhalt, 'plattformLink' | 'selbstabschluss'>): AngebotFehler[] {
  if (vtyp === 'SLK')
    return inhalt.plattformLink
      ? []
      : [
          {
            path: ['plattformLink'],
            message: 'Bitte geben Sie den Link zum Kurs auf der Lernplattform an: Über ihn lernen die Teilnehmenden.',
          },
        ];
  const fehler: AngebotFehler[] = [];
  if (inhalt.plattformLink) fehler.push({ path: ['plattformLink'], message: 'Einen Link zur Lernplattform haben nur Selbstlernkurse.' });
  if (inhalt.selbstabschluss) fehler.push({ path: ['selbstabschluss'], message: 'Selbst abschließen lassen sich nur Selbstlernkurse.' });
  return fehler;
}

/** `POST /api/v1/angebote`: a new offer, written as a draft by the signed-in organiser. */
export const AngebotAnlageSchema = z.extend(AngebotInhaltSchema, { vtyp: VtypSchema });
/** What a client sends; the fields with a default (attachments, the course's platform fields) may be left out. */
export type AngebotAnlage = z.input<typeof AngebotAnlageSchema>;

/** `PUT /api/v1/angebote/{vnr}`: the changed content, and the version it is based on. */
export const AngebotAenderungSchema = z.extend(AngebotInhaltSchema, {
  version: z
    .number()
    .check(z.int(), z.gte(1), z.describe('the version the editor read; an older one is refused with 409 angebot_geaendert')),
});
export type AngebotAenderung = z.input<typeof AngebotAenderungSchema>;

/** A step of the review with the version it acts on (`einreichen`, `freigeben`, `zurueckgeben`). */
export const PruefschrittSchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  notiz: optionalGermanText(2_000, 'Die Notiz darf höchstens 2.000 Zeichen haben.'),
});
/** Sending back needs the note: it tells the organiser what to fix. */
export const RueckgabeSchema = z.extend(PruefschrittSchema, {
  notiz: germanText('Bitte schreiben Sie, was geändert werden soll.', 2_000, 'Die Notiz darf höchstens 2.000 Zeichen haben.'),
});

export const AngebotAktionSchema = z.enum(OFFER_ACTIONS);

/**
 * An offer as its staff work on it: the content under work (a published offer's revision, if one is
 * open), its state and version, and what the asker may do now.
 */
export const AngebotArbeitsstandSchema = z.extend(AngebotInhaltSchema, {
  vnr: z.string(),
  vtyp: VtypSchema,
  status: AngebotStatusSchema,
  version: z.number().check(z.int()),
  leitungUid: z.string(),
  erstelltVon: z.string(),
  geaendertVon: z.string(),
  geaendertAm: z.nullable(IsoDateTimeSchema),
  erlaubteAktionen: z.array(AngebotAktionSchema),
  letzteRueckgabe: z
    .nullable(z.string())
    .check(z.describe('the note of the last send-back while the offer (or its revision) is zurueckgegeben')),
  ueberarbeitung: z
    .nullable(z.enum(REVISION_STATES))
    .check(z.describe('a published offer being changed: the state of the revision, whose content the fields above are')),
  veroeffentlichteFassung: z.nullable(AngebotInhaltSchema).check(z.describe('during a revision: the content the catalogue shows')),
});
export type AngebotArbeitsstand = z.infer<typeof AngebotArbeitsstandSchema>;

/** The steps of an offer's history that concern one of its dates (`terminId`); a change lists the date's fields. */
export const DATE_HISTORY_ACTIONS = ['termin_angelegt', 'termin_geaendert', 'termin_abgesagt', 'termin_geloescht'] as const;

/**
 * The steps of taking an archived offer over as a new draft (docs/archive.md): `uebernommen_aus` in
 * the new draft, `uebernommen` in the archived offer; the note names the other offer's number.
 */
export const TAKE_OVER_HISTORY_ACTIONS = ['uebernommen_aus', 'uebernommen'] as const;

/** One step of an offer's history: a change lists its fields from what to what. */
export const HistorieEintragSchema = z.object({
  am: IsoDateTimeSchema,
  person: z
    .nullable(z.object({ uid: z.string(), name: z.string() }))
    .check(z.describe('null for the back end’s own steps (the archive sweep)')),
  rolle: z.nullable(RoleSchema),
  aktion: z.enum([
    'angelegt',
    'geaendert',
    ...OFFER_ACTIONS.filter((action) => action !== 'bearbeiten'),
    ...DATE_HISTORY_ACTIONS,
    ...TAKE_OVER_HISTORY_ACTIONS,
  ]),
  aenderungen: z.array(z.object({ feld: z.string(), vorher: z.unknown(), nachher: z.unknown() })),
  notiz: z.nullable(z.string()),
  terminId: z
    ._default(z.nullable(z.number().check(z.int())), null)
    .check(z.describe('the date a termin_… step concerns (kept after the date is deleted)')),
  terminBeginn: z
    ._default(z.nullable(IsoDateTimeSchema), null)
    .check(z.describe('that date’s beginning as it is now, to name it by; null once it is deleted (its changes then name it)')),
});
export const HistorieSchema = z.object({ items: z.array(HistorieEintragSchema) });
export type HistorieEintrag = z.infer<typeof HistorieEintragSchema>;
