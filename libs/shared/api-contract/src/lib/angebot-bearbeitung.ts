import { OFFER_ACTIONS, REVISION_STATES } from '@fobu/domain';
import { z } from 'zod';
import { BookingRoleSchema, IsoDateTimeSchema, RoleSchema } from './common';
import { AngebotStatusSchema, SchulartSchema, VtypSchema } from './forms';
import { germanText, optionalGermanText } from './german-text';
import { FORMATE } from './reference-data';

/*
 * Writing and reviewing offers (docs/offers.md). Who may do what is `@fobu/domain`'s
 * (offer-lifecycle.ts); these are the wire shapes.
 */

const shortList = (item: z.ZodType<string>, max: number, tooMany: string) => z.array(item).max(max, { error: tooMany });
const listEntry = (what: string, max: number) =>
  germanText(`${what} darf nicht leer sein.`, max, `${what} darf höchstens ${max} Zeichen haben.`);

/** The content of an offer as its organiser writes it (the fields participants read). */
export const AngebotInhaltSchema = z.object({
  titel: germanText('Bitte geben Sie einen Titel ein.', 200, 'Der Titel darf höchstens 200 Zeichen haben.'),
  beschreibung: germanText('Bitte beschreiben Sie das Angebot.', 10_000, 'Die Beschreibung darf höchstens 10.000 Zeichen haben.'),
  ziele: optionalGermanText(5_000, 'Die Ziele dürfen höchstens 5.000 Zeichen haben.'),
  hinweise: optionalGermanText(5_000, 'Die Hinweise dürfen höchstens 5.000 Zeichen haben.'),
  zielgruppen: z.array(BookingRoleSchema).min(1, { error: 'Bitte wählen Sie mindestens eine Zielgruppe.' }),
  schularten: z.array(SchulartSchema).max(20),
  faecher: shortList(listEntry('Ein Fach', 80), 20, 'Höchstens 20 Fächer.'),
  kennzeichen: shortList(listEntry('Ein Kennzeichen', 20), 20, 'Höchstens 20 Kennzeichen.'),
  format: z.enum(FORMATE, { error: 'Bitte wählen Sie das Format: Präsenz, Online oder Hybrid.' }),
  umfangStunden: z
    .number({ error: 'Bitte geben Sie den Umfang in Stunden an.' })
    .min(0.5, { error: 'Der Umfang beträgt mindestens eine halbe Stunde.' })
    .max(500, { error: 'Der Umfang beträgt höchstens 500 Stunden.' }),
  gebuehr: z
    .number({ error: 'Bitte geben Sie die Gebühr an (0 für kostenfrei).' })
    .min(0, { error: 'Die Gebühr kann nicht negativ sein.' })
    .max(10_000, { error: 'Die Gebühr beträgt höchstens 10.000 Euro.' }),
  referenten: shortList(listEntry('Ein Name', 120), 30, 'Höchstens 30 Referentinnen und Referenten.'),
  kontakt: optionalGermanText(300, 'Der Kontakt darf höchstens 300 Zeichen haben.'),
});
export type AngebotInhalt = z.infer<typeof AngebotInhaltSchema>;

/** `POST /api/v1/angebote`: a new offer, written as a draft by the signed-in organiser. */
export const AngebotAnlageSchema = AngebotInhaltSchema.extend({ vtyp: VtypSchema });
export type AngebotAnlage = z.infer<typeof AngebotAnlageSchema>;

/** `PUT /api/v1/angebote/{vnr}`: the changed content, and the version it is based on. */
export const AngebotAenderungSchema = AngebotInhaltSchema.extend({
  version: z.number().int().min(1).describe('the version the editor read; an older one is refused with 409 angebot_geaendert'),
});
export type AngebotAenderung = z.infer<typeof AngebotAenderungSchema>;

/** A step of the review with the version it acts on (`einreichen`, `freigeben`, `zurueckgeben`). */
export const PruefschrittSchema = z.object({
  version: z.number().int().min(1),
  notiz: optionalGermanText(2_000, 'Die Notiz darf höchstens 2.000 Zeichen haben.'),
});
/** Sending back needs the note: it tells the organiser what to fix. */
export const RueckgabeSchema = PruefschrittSchema.extend({
  notiz: germanText('Bitte schreiben Sie, was geändert werden soll.', 2_000, 'Die Notiz darf höchstens 2.000 Zeichen haben.'),
});

export const AngebotAktionSchema = z.enum(OFFER_ACTIONS);

/**
 * An offer as its staff work on it: the content under work (a published offer's revision, if one is
 * open), its state and version, and what the asker may do now.
 */
export const AngebotArbeitsstandSchema = AngebotInhaltSchema.extend({
  vnr: z.string(),
  vtyp: VtypSchema,
  status: AngebotStatusSchema,
  version: z.number().int(),
  leitungUid: z.string(),
  erstelltVon: z.string(),
  geaendertVon: z.string(),
  geaendertAm: IsoDateTimeSchema.nullable(),
  erlaubteAktionen: z.array(AngebotAktionSchema),
  letzteRueckgabe: z.string().nullable().describe('the note of the last send-back while the offer (or its revision) is zurueckgegeben'),
  ueberarbeitung: z
    .enum(REVISION_STATES)
    .nullable()
    .describe('a published offer being changed: the state of the revision, whose content the fields above are'),
  veroeffentlichteFassung: AngebotInhaltSchema.nullable().describe('during a revision: the content the catalogue shows'),
});
export type AngebotArbeitsstand = z.infer<typeof AngebotArbeitsstandSchema>;

/** The steps of an offer's history that concern one of its dates (`terminId`); a change lists the date's fields. */
export const DATE_HISTORY_ACTIONS = ['termin_angelegt', 'termin_geaendert', 'termin_abgesagt', 'termin_geloescht'] as const;

/** One step of an offer's history: a change lists its fields from what to what. */
export const HistorieEintragSchema = z.object({
  am: IsoDateTimeSchema,
  person: z.object({ uid: z.string(), name: z.string() }),
  rolle: RoleSchema,
  aktion: z.enum(['angelegt', 'geaendert', ...OFFER_ACTIONS.filter((action) => action !== 'bearbeiten'), ...DATE_HISTORY_ACTIONS]),
  aenderungen: z.array(z.object({ feld: z.string(), vorher: z.unknown(), nachher: z.unknown() })),
  notiz: z.string().nullable(),
  terminId: z.number().int().nullable().default(null).describe('the date a termin_… step concerns (kept after the date is deleted)'),
});
export const HistorieSchema = z.object({ items: z.array(HistorieEintragSchema) });
export type HistorieEintrag = z.infer<typeof HistorieEintragSchema>;
