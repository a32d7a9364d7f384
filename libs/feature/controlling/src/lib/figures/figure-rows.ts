import { formatGermanDecimal, formatGermanNumber } from '@fobu/domain';
import { VTYP_LABELS, type Auslastung, type Kennzahlen } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';

/*
 * The answer's figures as the charts' rows: German category names (months, districts, offer
 * types) and shares as percent. The counts stay as the service sent them.
 */

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** `2026-11` → „Nov. 2026“. */
export const monthName = (monat: string) => MONTH.format(new Date(`${monat}-01T00:00:00Z`));

/** A share (0–1) as percent with one decimal; no share (nothing to divide by) as 0. */
const percent = (share: number | null) => Math.round((share ?? 0) * 1000) / 10;

/** „78,5 %“ */
export const formatPercent = (value: number) => `${formatGermanDecimal(value, 1)} %`;

const utilisation = (label: string, row: Auslastung) => ({ label, auslastung: percent(row.quote) });

export const utilisationRows = (figures: Kennzahlen['auslastung']) => ({
  angebote: figures.jeAngebot.items.map((row) => utilisation(`${row.vnr} ${row.titel}`, row)),
  faecher: figures.jeFach.map((row) => utilisation(row.fach ?? 'ohne Fach', row)),
  kreise: figures.jeKreis.map((row) => utilisation(row.kreis ? kreisName(row.kreis) : 'Online (ohne Ort)', row)),
  schularten: figures.jeSchulart.map((row) => utilisation(row.schulart ?? 'ohne Schulart', row)),
});

export const bookingRows = (figures: Kennzahlen) => figures.anmeldungenJeMonat.map((row) => ({ ...row, monat: monthName(row.monat) }));
export const attendanceRows = (figures: Kennzahlen) => figures.teilnahme.map((row) => ({ ...row, monat: monthName(row.monat) }));
export const waitingListRows = (figures: Kennzahlen) => figures.wartelisten.map((row) => ({ ...row, monat: monthName(row.monat) }));
export const cancellationRows = (figures: Kennzahlen) => figures.stornierungen.map((row) => ({ ...row, art: VTYP_LABELS[row.vtyp] }));
export const requestRows = (figures: Kennzahlen) => figures.abrufanfragen.map((row) => ({ ...row, kreis: kreisName(row.kreis) }));

/** „1.234 von 1.500 Plätzen belegt (82,3 %) in 120 Terminen.“ */
export function utilisationSummary(total: Auslastung): string {
  const count = formatGermanNumber;
  return `Insgesamt ${count(total.belegt)} von ${count(total.plaetze)} Plätzen belegt (${formatPercent(percent(total.quote))}) in ${count(total.termine)} ${total.termine === 1 ? 'Termin' : 'Terminen'}.`;
}

/** The share of no-shows among the recorded attendances of the period, or nothing without any. */
export function noShowSummary(rows: Kennzahlen['teilnahme']): string | undefined {
  const sum = (key: 'teilgenommen' | 'entschuldigt' | 'nichtErschienen' | 'offen') => rows.reduce((total, row) => total + row[key], 0);
  const recorded = sum('teilgenommen') + sum('entschuldigt') + sum('nichtErschienen');
  if (recorded === 0) return undefined;
  const open = sum('offen');
  return `Nicht erschienen: ${formatPercent(percent(sum('nichtErschienen') / recorded))} der erfassten Teilnahmen.${
    open > 0 ? ` Bei ${formatGermanNumber(open)} Zulassungen ist die Anwesenheit noch nicht erfasst.` : ''
  }`;
}
