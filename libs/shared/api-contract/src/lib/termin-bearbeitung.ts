import { AbrufanfrageSchema } from './abrufanfrage';
import { TerminSearchItemSchema } from './forms';
import { germanText, httpsLink, optionalGermanText } from './german-text';
import { KREIS_KEYS, type Format } from './reference-data';
import { z } from './zod';

/*
 * Writing an offer's dates, cancelling them, and answering schools' on-demand requests
 * (docs/offers.md, "Dates" and "On-demand requests"). Who may do what is `@fobu/domain`'s
 * (date-editing.ts); these are the wire shapes.
 */

/** An instant with a German message naming the field. */
const instant = (what: string) => z.iso.datetime({ offset: true, error: `Bitte geben Sie ${what} als Datum mit Uhrzeit an.` });

/** A count of people with German messages: whole, at least `min`, at most 1.000. */
const count = (what: string, min: number, tooFew: string) =>
  z
    .number({ error: `Bitte geben Sie ${what} als ganze Zahl an.` })
    .check(
      z.int({ error: `Bitte geben Sie ${what} als ganze Zahl an.` }),
      z.gte(min, { error: tooFew }),
      z.lte(1_000, { error: `Mehr als 1.000 sind für ${what} nicht möglich.` }),
    );

export const TerminSitzungEingabeSchema = z.object({
  beginn: instant('den Beginn der Sitzung'),
  ende: instant('das Ende der Sitzung'),
});

export const TerminOrtEingabeSchema = z.object({
  name: germanText('Bitte geben Sie den Namen des Veranstaltungsorts an.', 200, 'Der Name des Orts darf höchstens 200 Zeichen haben.'),
  adresse: germanText('Bitte geben Sie die Adresse des Veranstaltungsorts an.', 300, 'Die Adresse darf höchstens 300 Zeichen haben.'),
  raum: optionalGermanText(100, 'Der Raum darf höchstens 100 Zeichen haben.'),
  kreis: z.enum(KREIS_KEYS, { error: 'Bitte wählen Sie den Kreis oder die kreisfreie Stadt des Veranstaltungsorts.' }),
});

/** The most sessions one date may have. */
export const MAX_TERMIN_SITZUNGEN = 30;

const ONLINE_LINK_MESSAGE = 'Bitte geben Sie den vollständigen Link zum Online-Raum an (mit https://).';

/** The fields of a date without the rules between them (the shape `TerminEingabeSchema` checks). */
const TerminFelderSchema = z.strictObject({
  beginn: instant('den Beginn'),
  ende: instant('das Ende'),
  sitzungen: z
    .array(TerminSitzungEingabeSchema, { error: 'Bitte geben Sie die Sitzungen des Termins an.' })
    .check(
      z.minLength(1, { error: 'Ein Termin hat mindestens eine Sitzung.' }),
      z.maxLength(MAX_TERMIN_SITZUNGEN, { error: `Ein Termin hat höchstens ${MAX_TERMIN_SITZUNGEN} Sitzungen.` }),
    ),
  ort: z._default(z.nullable(TerminOrtEingabeSchema), null).check(z.describe('the place; null for an online date')),
  onlineLink: z
    ._default(z.nullable(httpsLink(ONLINE_LINK_MESSAGE)), null)
    .check(z.describe('the meeting link of an online or hybrid date; only staff and admitted participants see it')),
  minPlaetze: count('die Mindestzahl der Teilnehmenden', 0, 'Die Mindestzahl kann nicht negativ sein.'),
  maxPlaetze: count('die Zahl der Plätze', 1, 'Ein Termin braucht mindestens einen Platz.'),
  wartelistePlaetze: count('die Plätze auf der Warteliste', 0, 'Die Warteliste kann nicht weniger als 0 Plätze haben.'),
  anmeldebeginn: instant('den Anmeldebeginn'),
  anmeldeschluss: instant('den Anmeldeschluss'),
  stornofrist: instant('die Stornofrist'),
  genehmigungErforderlich: z._default(z.boolean(), false).check(z.describe('the school head approves each booking')),
});
export type TerminFelder = z.output<typeof TerminFelderSchema>;

/** A mistake in a date's input: the field (as a path) and the German message. */
export interface TerminFehler {
  readonly path: (string | number)[];
  readonly message: string;
}

const at = (iso: string) => new Date(iso).getTime();

/**
 * The rules between a date's fields: it lies in the future, ends after it begins, its sessions
 * lie inside it in order, booking closes before it begins, and so on. The schema applies them;
 * the editor may call this to check a form as it is typed.
 */
export function terminFehler(termin: TerminFelder, now = new Date()): TerminFehler[] {
  const fehler: TerminFehler[] = [];
  const add = (path: TerminFehler['path'], message: string) => fehler.push({ path, message });
  if (at(termin.beginn) <= now.getTime()) add(['beginn'], 'Der Termin muss in der Zukunft beginnen.');
  if (at(termin.ende) <= at(termin.beginn)) add(['ende'], 'Das Ende muss nach dem Beginn liegen.');
  termin.sitzungen.forEach((sitzung, i) => {
    if (at(sitzung.ende) <= at(sitzung.beginn)) add(['sitzungen', i, 'ende'], 'Eine Sitzung muss nach ihrem Beginn enden.');
    else if (at(sitzung.beginn) < at(termin.beginn) || at(sitzung.ende) > at(termin.ende))
      add(['sitzungen', i], 'Jede Sitzung muss zwischen Beginn und Ende des Termins liegen.');
    else if (i > 0 && at(sitzung.beginn) < at(termin.sitzungen[i - 1].ende))
      add(['sitzungen', i, 'beginn'], 'Die Sitzungen dürfen sich nicht überschneiden; bitte ordnen Sie sie nach der Zeit.');
  });
  if (!termin.ort && !termin.onlineLink) add(['ort'], 'Bitte geben Sie einen Veranstaltungsort oder den Link zum Online-Raum an.');
  if (termin.minPlaetze > termin.maxPlaetze) add(['minPlaetze'], 'Die Mindestzahl darf nicht größer sein als die Zahl der Plätze.');
  if (at(termin.anmeldeschluss) <= at(termin.anmeldebeginn))
    add(['anmeldeschluss'], 'Der Anmeldeschluss muss nach dem Anmeldebeginn liegen.');
  if (at(termin.anmeldeschluss) > at(termin.beginn)) add(['anmeldeschluss'], 'Der Anmeldeschluss darf nicht nach dem Beginn liegen.');
  if (at(termin.stornofrist) > at(termin.beginn)) add(['stornofrist'], 'Die Stornofrist darf nicht nach dem Beginn liegen.');
  return fehler;
}

/**
 * The place a date needs by its offer's format: a Präsenz date a place and no link, an online
 * date a link and no place, a hybrid date both. The offer's format is the server's, so the
 * server applies this after loading the offer; the editor, which knows the format, may too.
 */
export function terminOrtFehler(format: Format, termin: Pick<TerminFelder, 'ort' | 'onlineLink'>): TerminFehler[] {
  const fehler: TerminFehler[] = [];
  if (format !== 'online' && !termin.ort) fehler.push({ path: ['ort'], message: 'Bitte geben Sie den Veranstaltungsort an.' });
  if (format === 'online' && termin.ort)
    fehler.push({ path: ['ort'], message: 'Eine Online-Veranstaltung hat keinen Veranstaltungsort; bitte lassen Sie ihn leer.' });
  if (format !== 'praesenz' && !termin.onlineLink) fehler.push({ path: ['onlineLink'], message: ONLINE_LINK_MESSAGE });
  if (format === 'praesenz' && termin.onlineLink)
    fehler.push({ path: ['onlineLink'], message: 'Eine Präsenzveranstaltung hat keinen Online-Raum; bitte lassen Sie den Link leer.' });
  return fehler;
}

/**
 * `POST /api/v1/angebote/{vnr}/termine`, `PUT /api/v1/termine/{id}` and
 * `POST /api/v1/abrufanfragen/{id}/zusagen`: a date as its organiser writes it.
 */
export const TerminEingabeSchema = TerminFelderSchema.check(
  z.superRefine((termin, context) => {
    for (const { path, message } of terminFehler(termin)) context.addIssue({ code: 'custom', path, message });
  }),
);
export type TerminEingabe = z.input<typeof TerminEingabeSchema>;
/** A date's input as the server reads it, defaults filled in. */
export type TerminDaten = z.output<typeof TerminEingabeSchema>;

/** A date as its offer's staff manage it: with the meeting link, the admitted count and the number of bookings. */
export const TerminVerwaltungSchema = z.extend(TerminSearchItemSchema, {
  zugelassen: z.number().check(z.int(), z.describe('people admitted (seats taken); maxPlaetze never goes below it')),
  anmeldungen: z.number().check(z.int(), z.describe('bookings in any state; a date of an unpublished offer without any may be deleted')),
});
export type TerminVerwaltung = z.infer<typeof TerminVerwaltungSchema>;

/** `GET /api/v1/angebote/{vnr}/termine`: every date of an offer, also cancelled and past ones and schools' closed dates, by start. */
export const TerminVerwaltungListSchema = z.object({ items: z.array(TerminVerwaltungSchema) });

/** The reason of a cancellation: those who booked are told it. */
export const AbsagegrundSchema = germanText(
  'Bitte nennen Sie den Grund der Absage; die Angemeldeten erfahren ihn.',
  1_000,
  'Der Grund darf höchstens 1.000 Zeichen haben.',
);

/** `POST /api/v1/termine/{id}/absagen`: cancels the date and every active booking of it. */
export const TerminAbsageSchema = z.strictObject({ grund: AbsagegrundSchema });
export type TerminAbsage = z.infer<typeof TerminAbsageSchema>;

/**
 * `POST /api/v1/angebote/{vnr}/absagen`: cancels the offer and its dates still ahead, against the
 * version read (a step like those of the review, docs/offers.md).
 */
export const AngebotAbsageSchema = z.strictObject({ version: z.number().check(z.int(), z.gte(1)), grund: AbsagegrundSchema });
export type AngebotAbsage = z.infer<typeof AngebotAbsageSchema>;

/** `GET /api/v1/abrufanfragen/eingang`: `offen` (default) waits for an answer, `beantwortet` has one, `alle` both. */
export const AbrufanfrageEingangQuerySchema = z.object({
  status: z._default(z.enum(['offen', 'beantwortet', 'alle']), 'offen'),
});
export type AbrufanfrageEingangQuery = z.infer<typeof AbrufanfrageEingangQuerySchema>;

/** A school's request as its organiser answers it: with the school and whom to ask about it. */
export const AbrufanfrageEingangSchema = z.extend(AbrufanfrageSchema, {
  schule: z.object({ name: z.string(), ort: z.string(), kreis: z.enum(KREIS_KEYS) }),
  angefragtVon: z.object({ uid: z.string(), name: z.string(), email: z.string() }).check(z.describe('the school head who asked')),
});
export type AbrufanfrageEingang = z.infer<typeof AbrufanfrageEingangSchema>;
/** Open requests oldest first (who asked first is answered first), answered ones newest first. */
export const AbrufanfrageEingangListSchema = z.object({ items: z.array(AbrufanfrageEingangSchema) });

/** `POST /api/v1/abrufanfragen/{id}/ablehnen`: the school head is told the reason. */
export const AbrufanfrageAblehnungSchema = z.strictObject({
  begruendung: germanText(
    'Bitte begründen Sie die Ablehnung; die Schulleitung erfährt die Begründung.',
    1_000,
    'Die Begründung darf höchstens 1.000 Zeichen haben.',
  ),
});
export type AbrufanfrageAblehnung = z.infer<typeof AbrufanfrageAblehnungSchema>;
