import type { ArbeitsgruppenKennzahlen } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { formatGermanNumber, WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { monthName } from './figure-rows';

/* The workgroups' figures as the charts' rows: German names of states, months, districts and subjects. */

export const groupStateRows = (figures: ArbeitsgruppenKennzahlen) =>
  figures.jeStatus.map((row) => ({ status: WORKGROUP_STATE_LABELS[row.status], gruppen: row.gruppen }));

export const meetingRows = (figures: ArbeitsgruppenKennzahlen) =>
  figures.treffenJeMonat.map((row) => ({ ...row, monat: monthName(row.monat) }));

/** Member-hours of one district or subject, named. */
interface MemberHoursRow {
  readonly name: string;
  readonly mitglieder: number;
  readonly teilnahmen: number;
  readonly stunden: number;
}
const memberHours = (name: string, row: Omit<MemberHoursRow, 'name'>): MemberHoursRow => ({
  name,
  mitglieder: row.mitglieder,
  teilnahmen: row.teilnahmen,
  stunden: row.stunden,
});

export const memberHoursByDistrict = (figures: ArbeitsgruppenKennzahlen) =>
  figures.stundenJeKreis.map((row) => memberHours(row.kreis ? kreisName(row.kreis) : 'Schule nicht bekannt', row));

export const memberHoursBySubject = (figures: ArbeitsgruppenKennzahlen) =>
  figures.stundenJeFach.map((row) => memberHours(row.fach ?? 'ohne Fach', row));

/** „7 Arbeitsgruppen im Zeitraum, heute 4 aktiv, 1 ruhend, 2 aufgelöst.“, or null without any group. */
export function groupSummary(figures: ArbeitsgruppenKennzahlen): string | null {
  const total = figures.jeStatus.reduce((sum, row) => sum + row.gruppen, 0);
  if (total === 0) return null;
  const states = figures.jeStatus.map((row) => `${formatGermanNumber(row.gruppen)} ${WORKGROUP_STATE_LABELS[row.status].toLowerCase()}`);
  return `${formatGermanNumber(total)} ${total === 1 ? 'Arbeitsgruppe' : 'Arbeitsgruppen'} im Zeitraum, heute ${states.join(', ')}.`;
}
