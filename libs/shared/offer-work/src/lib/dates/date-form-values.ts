import { TERMIN_FIELD_LABELS, TERMIN_ORT_LABELS, type KreisKey, type TerminEingabe, type TerminVerwaltung } from '@fobu/api-contract';
import { isoDayInGermany, instantInGermany, timeInGermany } from '@fobu/domain';

/** One session of a date as typed: its day and its times, as people in Kiel mean them. */
export interface SessionValues {
  readonly tag: string;
  readonly von: string;
  readonly bis: string;
}

/**
 * A date's fields as typed: days and times apart, as people enter them, read in Kiel's time. A
 * date is its sessions (two afternoons, a day and an evening): it begins with the first and ends
 * with the last, and whoever books it takes part in all of them.
 */
export interface DateFormValues {
  readonly sitzungen: readonly SessionValues[];
  readonly ortName: string;
  readonly adresse: string;
  readonly raum: string;
  readonly kreis: KreisKey | '';
  readonly onlineLink: string;
  readonly minPlaetze: string;
  readonly maxPlaetze: string;
  readonly wartelistePlaetze: string;
  readonly anmeldebeginn: string;
  readonly anmeldeschluss: string;
  readonly stornofrist: string;
  readonly genehmigungErforderlich: boolean;
}

/** A session on the day, at the usual hours of a training day. */
export const sessionOn = (tag: string): SessionValues => ({ tag, von: '09:00', bis: '16:00' });

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The session a form adds after the last: the next day, at the same times. */
export function nextSession(sessions: readonly SessionValues[]): SessionValues {
  const last = sessions[sessions.length - 1];
  return { ...last, tag: last.tag ? dayAfter(last.tag, 1) : '' };
}

/** The deadlines a date's editor may move along with its day. */
export type DeadlineField = 'anmeldebeginn' | 'anmeldeschluss' | 'stornofrist';
const DEADLINE_FIELDS: readonly DeadlineField[] = ['anmeldebeginn', 'anmeldeschluss', 'stornofrist'];

/** How many days before the date's first day each deadline that follows the day lies; a deadline set by hand is not in it. */
export type DeadlineLeads = Partial<Record<DeadlineField, number>>;

/** The usual lead time of a new date: booking and cancelling close a week before it begins (booking opens at once). */
export const USUAL_DEADLINE_LEADS: DeadlineLeads = { anmeldeschluss: 7, stornofrist: 7 };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** The leads of a date's deadlines as they are (e.g. of a date being copied), of the fields given. */
export function deadlineLeadsOf(values: DateFormValues, fields: readonly DeadlineField[] = DEADLINE_FIELDS): DeadlineLeads {
  const first = values.sitzungen[0]?.tag ?? '';
  return Object.fromEntries(
    fields.filter((field) => isDay(first) && isDay(values[field])).map((field) => [field, daysBetween(values[field], first)]),
  );
}

/**
 * Moves a date to a new first day: its other sessions keep their distance to the first, and each
 * deadline that follows the day keeps its lead. Too soon for that lead, a deadline gets the latest
 * valid day instead: booking opens today, booking and cancelling close when the date begins.
 */
export function withFirstDay(values: DateFormValues, day: string, leads: DeadlineLeads, today: string): DateFormValues {
  const before = values.sitzungen[0]?.tag ?? '';
  const shift = isDay(before) && isDay(day) ? daysBetween(before, day) : 0;
  const sitzungen = values.sitzungen.map((session, index) =>
    index === 0 ? { ...session, tag: day } : { ...session, tag: shift && isDay(session.tag) ? dayAfter(session.tag, shift) : session.tag },
  );
  if (!isDay(day)) return { ...values, sitzungen };
  const deadlines = Object.entries(leads).map(([field, lead]) => {
    const wanted = dayAfter(day, -(lead ?? 0));
    if (wanted >= today) return [field, wanted];
    return [field, field === 'anmeldebeginn' ? today : day];
  });
  return { ...values, sitzungen, ...Object.fromEntries(deadlines) };
}

/** A new date: four weeks ahead, booking open from today until the usual lead time before it, cancelling until then too. */
export function newDateValues(now: Date): DateFormValues {
  const today = isoDayInGermany(now);
  const empty: DateFormValues = {
    sitzungen: [sessionOn(today)],
    ortName: '',
    adresse: '',
    raum: '',
    kreis: '',
    onlineLink: '',
    minPlaetze: '8',
    maxPlaetze: '20',
    wartelistePlaetze: '5',
    anmeldebeginn: today,
    anmeldeschluss: today,
    stornofrist: today,
    genehmigungErforderlich: false,
  };
  return withFirstDay(empty, dayAfter(today, 28), USUAL_DEADLINE_LEADS, today);
}

export function dateFormValuesOf(date: TerminVerwaltung): DateFormValues {
  const day = (iso: string) => isoDayInGermany(new Date(iso));
  return {
    sitzungen: date.sitzungen.map((session) => ({
      tag: day(session.beginn),
      von: timeInGermany(new Date(session.beginn)),
      bis: timeInGermany(new Date(session.ende)),
    })),
    ortName: date.ort?.name ?? '',
    adresse: date.ort?.adresse ?? '',
    raum: date.ort?.raum ?? '',
    kreis: date.ort?.kreis ?? '',
    onlineLink: date.onlineLink ?? '',
    minPlaetze: String(date.minPlaetze),
    maxPlaetze: String(date.maxPlaetze),
    wartelistePlaetze: String(date.wartelistePlaetze),
    anmeldebeginn: day(date.anmeldebeginn),
    anmeldeschluss: day(date.anmeldeschluss),
    stornofrist: day(date.stornofrist),
    genehmigungErforderlich: date.genehmigungErforderlich,
  };
}

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
/** A day and time, or nothing the schema would accept when either is missing. */
const instant = (day: string, time: string) => (day && /^\d{2}:\d{2}$/.test(time) ? instantInGermany(day, time) : undefined);

/**
 * The date as the contract takes it: from its first session's beginning to its last one's end.
 * Booking opens at the start of its day and closes, like the cancellation deadline, at the end of
 * its day (23:59 in Kiel); a deadline on the date's first day ends when the date begins.
 */
export function dateInputOf(values: DateFormValues): Record<keyof TerminEingabe, unknown> {
  const sitzungen = values.sitzungen.map((session) => ({
    beginn: instant(session.tag, session.von),
    ende: instant(session.tag, session.bis),
  }));
  const beginn = sitzungen[0]?.beginn;
  const endOfDay = (day: string) => (day === values.sitzungen[0]?.tag ? beginn : instant(day, '23:59'));
  return {
    beginn,
    ende: sitzungen[sitzungen.length - 1]?.ende,
    sitzungen,
    ort:
      values.ortName || values.adresse || values.kreis
        ? { name: values.ortName, adresse: values.adresse, raum: values.raum, kreis: values.kreis || undefined }
        : null,
    onlineLink: values.onlineLink.trim() || null,
    minPlaetze: whole(values.minPlaetze),
    maxPlaetze: whole(values.maxPlaetze),
    wartelistePlaetze: whole(values.wartelistePlaetze),
    anmeldebeginn: instant(values.anmeldebeginn, '00:00'),
    anmeldeschluss: endOfDay(values.anmeldeschluss),
    stornofrist: endOfDay(values.stornofrist),
    genehmigungErforderlich: values.genehmigungErforderlich,
  };
}

const SESSION_LABELS: Readonly<Record<keyof SessionValues, string>> = { tag: 'Tag', von: 'Beginn (Uhrzeit)', bis: 'Ende (Uhrzeit)' };

/** The form field (and its `name`) of a session's day or time: `sitzung-0-tag`. */
export const sessionField = (index: number, part: keyof SessionValues) => `sitzung-${index}-${part}`;

/** The label of a field, shown beside it; a session's fields are labelled within their session's group. */
export const sessionLabel = (part: keyof SessionValues) => SESSION_LABELS[part];

/** The legend of a session's group, when a date has more than one. */
export const sessionLegend = (index: number) => `${index + 1}. Sitzung`;

type DateField = Exclude<keyof DateFormValues, 'sitzungen'>;

// The contract's labels, shared with the history and the exports; the place's parts are fields of their own here.
const FIELD_LABELS: Readonly<Record<DateField, string>> = {
  ortName: TERMIN_ORT_LABELS.name,
  adresse: TERMIN_ORT_LABELS.adresse,
  raum: TERMIN_ORT_LABELS.raum,
  kreis: TERMIN_ORT_LABELS.kreis,
  onlineLink: TERMIN_FIELD_LABELS.onlineLink,
  minPlaetze: TERMIN_FIELD_LABELS.minPlaetze,
  maxPlaetze: TERMIN_FIELD_LABELS.maxPlaetze,
  wartelistePlaetze: TERMIN_FIELD_LABELS.wartelistePlaetze,
  anmeldebeginn: TERMIN_FIELD_LABELS.anmeldebeginn,
  anmeldeschluss: TERMIN_FIELD_LABELS.anmeldeschluss,
  stornofrist: TERMIN_FIELD_LABELS.stornofrist,
  genehmigungErforderlich: TERMIN_FIELD_LABELS.genehmigungErforderlich,
};

/** Every field's label in the form's order, as the error summary names them (a session's with its number, when there are several). */
export function dateFieldLabels(values: DateFormValues): Readonly<Record<string, string>> {
  const several = values.sitzungen.length > 1;
  const sessions = values.sitzungen.flatMap((_, index) =>
    (Object.keys(SESSION_LABELS) as (keyof SessionValues)[]).map((part) => [
      sessionField(index, part),
      several ? `${sessionLegend(index)}, ${SESSION_LABELS[part]}` : SESSION_LABELS[part],
    ]),
  );
  return { ...Object.fromEntries(sessions), ...FIELD_LABELS };
}

const FIELD_OF_PATH: Readonly<Record<string, DateField>> = {
  ort: 'ortName',
  'ort.name': 'ortName',
  'ort.adresse': 'adresse',
  'ort.raum': 'raum',
  'ort.kreis': 'kreis',
};

/**
 * The form field a problem of the contract's date belongs to: the date's beginning is its first
 * session's, its end its last one's; `sitzungen.1.ende` is the second session's end (or its day, if
 * that is still missing); `ort.kreis` is the district.
 */
export function dateFieldOf(path: readonly PropertyKey[], values: DateFormValues): string {
  const [first, second, third] = path.map(String);
  const last = values.sitzungen.length - 1;
  const session = (index: number, part: keyof SessionValues) => sessionField(index, values.sitzungen[index]?.tag ? part : 'tag');
  if (first === 'beginn') return sessionField(0, 'tag');
  if (first === 'ende') return session(last, 'bis');
  if (first === 'sitzungen') {
    const index = Number(second);
    if (!Number.isInteger(index) || index < 0 || index > last) return sessionField(0, 'tag');
    return session(index, third === 'ende' ? 'bis' : 'von');
  }
  return FIELD_OF_PATH[`${first}.${second}`] ?? FIELD_OF_PATH[first] ?? first;
}
