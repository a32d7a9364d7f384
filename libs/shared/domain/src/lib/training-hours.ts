import type { SessionAttendance } from './booking-states';
import { formatGermanDecimal } from './german-decimals';

/** One session of a date, as the contract sends it (ISO instants). */
export interface SessionSpan {
  readonly beginn: string;
  readonly ende: string;
}

/** How much of a date a person attended: sessions and hours (in quarter hours), of how many. */
export interface AttendanceSummary {
  readonly sessionsAttended: number;
  readonly sessionsTotal: number;
  readonly hoursAttended: number;
  readonly hoursTotal: number;
}

/** The tenant's rule for a confirmation of attendance: the share of sessions or of hours a person must have attended. */
export interface CertificateRule {
  readonly basis: 'sitzungen' | 'stunden';
  /** 0 < minShare ≤ 1; 0.5 is half. */
  readonly minShare: number;
}

/** Where a tenant sets no rule: half the hours, as Hesse's Qualifizierungsportfolio asks. */
export const DEFAULT_CERTIFICATE_RULE: CertificateRule = { basis: 'stunden', minShare: 0.5 };

const QUARTER = 4;
const toQuarters = (hours: number) => Math.round(hours * QUARTER);

/**
 * A date's hours shared out over its sessions by their length, in quarter hours, so that the
 * parts add up to the date's hours exactly (the last session takes the rounding). A date without
 * a session list is one session.
 */
export function sessionHours(sessions: readonly SessionSpan[], totalHours: number): number[] {
  if (sessions.length <= 1) return [totalHours];
  const lengths = sessions.map((s) => Math.max(0, Date.parse(s.ende) - Date.parse(s.beginn)));
  const sum = lengths.reduce((a, b) => a + b, 0);
  const totalQuarters = toQuarters(totalHours);
  const quarters = lengths.map((length) =>
    sum === 0 ? Math.floor(totalQuarters / lengths.length) : Math.round((totalQuarters * length) / sum),
  );
  quarters[quarters.length - 1] = totalQuarters - quarters.slice(0, -1).reduce((a, b) => a + b, 0);
  return quarters.map((q) => q / QUARTER);
}

/**
 * What a person attended of a date, from the attendance recorded per session (index = session
 * number; a session without a record counts as not attended).
 */
export function attendanceSummary(
  sessions: readonly SessionSpan[],
  totalHours: number,
  attendance: ReadonlyMap<number, SessionAttendance> | readonly (SessionAttendance | undefined)[],
): AttendanceSummary {
  const hours = sessionHours(sessions, totalHours);
  const stateOf = (index: number) =>
    Array.isArray(attendance) ? attendance[index] : (attendance as ReadonlyMap<number, SessionAttendance>).get(index);
  let sessionsAttended = 0;
  let quartersAttended = 0;
  hours.forEach((h, index) => {
    if (stateOf(index) !== 'teilgenommen') return;
    sessionsAttended += 1;
    quartersAttended += toQuarters(h);
  });
  return { sessionsAttended, sessionsTotal: hours.length, hoursAttended: quartersAttended / QUARTER, hoursTotal: totalHours };
}

/**
 * The attendance that counts for a booking: its sessions as recorded; a booking attended without
 * any session's record (a state set before attendance was kept per session) counts as attended in
 * full, one not attended as nothing. The confirmation, the Fortbildungskonto and the record agree so.
 */
export function countedAttendance(
  sessionCount: number,
  recorded: ReadonlyMap<number, SessionAttendance>,
  attended: boolean,
): ReadonlyMap<number, SessionAttendance> {
  if (recorded.size > 0) return recorded;
  const state: SessionAttendance = attended ? 'teilgenommen' : 'nicht_erschienen';
  return new Map(Array.from({ length: Math.max(1, sessionCount) }, (_, index) => [index, state] as const));
}

/** The attended share by the rule's basis (0 … 1). */
export function attendedShare(summary: AttendanceSummary, basis: CertificateRule['basis']): number {
  if (basis === 'sitzungen') return summary.sessionsTotal === 0 ? 0 : summary.sessionsAttended / summary.sessionsTotal;
  return summary.hoursTotal === 0 ? (summary.sessionsAttended > 0 ? 1 : 0) : summary.hoursAttended / summary.hoursTotal;
}

/** Does the attendance earn a confirmation under the tenant's rule? */
export const meetsCertificateRule = (summary: AttendanceSummary, rule: CertificateRule = DEFAULT_CERTIFICATE_RULE): boolean =>
  summary.sessionsAttended > 0 && attendedShare(summary, rule.basis) >= rule.minShare - 1e-9;

/** Hours the German way: „6“, „1,5“, „2,25“. */
export const formatHours = (hours: number): string => formatGermanDecimal(hours, 2);

/** „2 von 3 Sitzungen, 6 von 9 Stunden“ for partial attendance; null when everything was attended. */
export function partialAttendanceText(summary: AttendanceSummary): string | null {
  if (summary.sessionsAttended >= summary.sessionsTotal) return null;
  return `${summary.sessionsAttended} von ${summary.sessionsTotal} Sitzungen, ${formatHours(summary.hoursAttended)} von ${formatHours(summary.hoursTotal)} Stunden`;
}

/**
 * Why there is no confirmation, in German, for a person below the rule: told to the person
 * („Ihre Teilnahme“, the default) or to the staff who look at their record („die Teilnahme“).
 */
export function certificateRefusal(
  summary: AttendanceSummary,
  rule: CertificateRule = DEFAULT_CERTIFICATE_RULE,
  addressee: 'person' | 'staff' = 'person',
): string {
  const share = `${Math.round(rule.minShare * 100)} %`;
  const of = rule.basis === 'sitzungen' ? 'der Sitzungen' : 'der Stunden';
  const whose = addressee === 'person' ? 'Ihre' : 'die';
  return `Eine Teilnahmebestätigung gibt es ab ${share} ${of}; vermerkt ist ${whose} Teilnahme an ${summary.sessionsAttended} von ${summary.sessionsTotal} Sitzungen (${formatHours(summary.hoursAttended)} von ${formatHours(summary.hoursTotal)} Stunden).`;
}
