import type { TerminDaten } from '@fobu/api-contract';
import { ACTIVE_BOOKING_STATES, formatDay, formatTime, formatTimeRange, isoDayInGermany } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { wants } from '../../notification/notify';

/*
 * What people who booked a date are told when its time or place changes (docs/offers.md,
 * "Dates"): what changed, from what to what, in German. A cancelled date tells them through
 * their booking's new state instead (date-cancelling.ts).
 */

const DATE_CHANGE_TITLE = 'Termin geändert';

/** "Mo., 12.04.2027, 09:00–13:00 Uhr", or from one day to another when it spans several. */
export function span(beginn: string, ende: string): string {
  if (isoDayInGermany(new Date(beginn)) === isoDayInGermany(new Date(ende)))
    return `${formatDay(beginn)}, ${formatTimeRange(beginn, ende)}`;
  return `${formatDay(beginn)}, ${formatTime(beginn)} bis ${formatDay(ende)}, ${formatTime(ende)}`;
}

/** When the date takes place: its sessions ("…; … und …"), or its span when that is its one session. */
function when(termin: Pick<TerminDaten, 'beginn' | 'ende' | 'sitzungen'>): string {
  const [only, ...more] = termin.sitzungen;
  if (more.length === 0 && only.beginn === termin.beginn && only.ende === termin.ende) return span(termin.beginn, termin.ende);
  const sessions = termin.sitzungen.map((s) => span(s.beginn, s.ende));
  return sessions.length === 1 ? sessions[0] : `${sessions.slice(0, -1).join('; ')} und ${sessions.at(-1)}`;
}

/** Where: the place as people look for it, or "online". */
function where(termin: Pick<TerminDaten, 'ort'>): string {
  const ort = termin.ort;
  return ort ? [ort.name, ort.raum, ort.adresse].filter(Boolean).join(', ') : 'online';
}

/**
 * The text telling those booked what changed in the date (both normalised, as date-store.ts
 * writes them), or null when neither its time nor its place did. The meeting link itself stays
 * out: a notification may travel by e-mail, the link reaches admitted participants in the portal.
 */
export function dateChangeText(titel: string, before: TerminDaten, after: TerminDaten): string | null {
  const sentences: string[] = [];
  const [whenBefore, whenAfter] = [when(before), when(after)];
  if (whenBefore !== whenAfter) sentences.push(`Neue Zeit: ${whenAfter} (bisher ${whenBefore}).`);
  const [whereBefore, whereAfter] = [where(before), where(after)];
  if (whereBefore !== whereAfter) sentences.push(`Neuer Ort: ${whereAfter} (bisher ${whereBefore}).`);
  if (before.onlineLink !== after.onlineLink && after.onlineLink)
    sentences.push(
      'Der Link zum Online-Raum hat sich geändert; wer zugelassen ist, findet den neuen beim Termin und in der Kalenderdatei.',
    );
  if (sentences.length === 0) return null;
  return [
    `Der Termin von „${titel}“ hat sich geändert.`,
    ...sentences,
    'Ihre Anmeldung bleibt bestehen. Passt Ihnen der Termin nicht mehr, stornieren Sie bitte oder wenden Sie sich an die Veranstaltungsleitung.',
  ].join(' ');
}

/**
 * Tells everyone with an active booking of the date what changed in its time or place, unless
 * they switched notifications of their bookings off. Answers how many were told.
 */
export async function notifyDateChange(sql: Sql, termin: { id: number; titel: string }, before: TerminDaten, after: TerminDaten) {
  const text = dateChangeText(termin.titel, before, after);
  if (!text) return 0;
  const rows = await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
     SELECT a.uid, $2, $3, a.id, 'anmeldestatus' FROM anmeldungen a
      WHERE a.termin_id = $1 AND a.status = ANY($4) AND ${wants('anmeldestatus', 'a.uid')}
     RETURNING id`,
    [termin.id, DATE_CHANGE_TITLE, text, ACTIVE_BOOKING_STATES],
  );
  return rows.length;
}
