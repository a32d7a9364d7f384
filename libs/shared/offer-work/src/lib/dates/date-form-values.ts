import type { KreisKey, TerminEingabe, TerminVerwaltung } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';
import { instantInGermany, timeInGermany } from '../german-time';

/**
 * A date's fields as typed: days and times apart, as people enter them, read in Kiel's time. One
 * session spans the date; a date of several sessions keeps its sessions when only other fields change.
 */
export interface DateFormValues {
  readonly tag: string;
  readonly von: string;
  readonly bis: string;
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

/** A new date: four weeks ahead, booking open from today until a week before, cancelling until then too. */
export function newDateValues(now: Date): DateFormValues {
  const day = (offsetDays: number) => isoDayInGermany(new Date(now.getTime() + offsetDays * 86_400_000));
  return {
    tag: day(28),
    von: '09:00',
    bis: '16:00',
    ortName: '',
    adresse: '',
    raum: '',
    kreis: '',
    onlineLink: '',
    minPlaetze: '8',
    maxPlaetze: '20',
    wartelistePlaetze: '5',
    anmeldebeginn: day(0),
    anmeldeschluss: day(21),
    stornofrist: day(21),
    genehmigungErforderlich: false,
  };
}

export function dateFormValuesOf(date: TerminVerwaltung): DateFormValues {
  const day = (iso: string) => isoDayInGermany(new Date(iso));
  return {
    tag: day(date.beginn),
    von: timeInGermany(new Date(date.beginn)),
    bis: timeInGermany(new Date(date.ende)),
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
 * The date as the contract takes it. Booking opens at the start of its day and closes, like the
 * cancellation deadline, at the end of its day (23:59 in Kiel); a deadline on the date's own day
 * ends when the date begins.
 */
export function dateInputOf(values: DateFormValues, previous?: TerminVerwaltung): Record<keyof TerminEingabe, unknown> {
  const beginn = instant(values.tag, values.von);
  const ende = instant(values.tag, values.bis);
  const endOfDay = (day: string) => (day === values.tag ? beginn : instant(day, '23:59'));
  const sameTimes = previous && previous.beginn === beginn && previous.ende === ende;
  return {
    beginn,
    ende,
    sitzungen: sameTimes ? previous.sitzungen : [{ beginn, ende }],
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

export const DATE_FIELD_LABELS: Readonly<Record<keyof DateFormValues, string>> = {
  tag: 'Tag',
  von: 'Beginn (Uhrzeit)',
  bis: 'Ende (Uhrzeit)',
  ortName: 'Veranstaltungsort',
  adresse: 'Adresse',
  raum: 'Raum',
  kreis: 'Kreis oder kreisfreie Stadt',
  onlineLink: 'Link zum Online-Raum',
  minPlaetze: 'Mindestzahl der Teilnehmenden',
  maxPlaetze: 'Plätze',
  wartelistePlaetze: 'Plätze auf der Warteliste',
  anmeldebeginn: 'Anmeldebeginn',
  anmeldeschluss: 'Anmeldeschluss',
  stornofrist: 'Stornofrist',
  genehmigungErforderlich: 'Genehmigung durch die Schulleitung',
};

const FIELD_OF_PATH: Readonly<Record<string, keyof DateFormValues>> = {
  beginn: 'tag',
  ende: 'bis',
  sitzungen: 'bis',
  ort: 'ortName',
  'ort.name': 'ortName',
  'ort.adresse': 'adresse',
  'ort.raum': 'raum',
  'ort.kreis': 'kreis',
};

/** The form field a problem of the contract's date belongs to (`ort.kreis` → kreis, `sitzungen.0` → bis). */
export function dateFieldOf(path: readonly PropertyKey[]): keyof DateFormValues {
  const [first, second] = path.map(String);
  return FIELD_OF_PATH[`${first}.${second}`] ?? FIELD_OF_PATH[first] ?? (first as keyof DateFormValues);
}
