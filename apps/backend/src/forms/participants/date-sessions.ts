import type { TerminRow } from '../dates/termin-json';

/** A date's sessions, in their order, as the driver gives the JSON column (parsed, or still as text). */
export function sessionsOf(sitzungen: TerminRow['sitzungen'] | null): { beginn: string; ende: string }[] {
  return (typeof sitzungen === 'string' ? (JSON.parse(sitzungen) as { beginn: string; ende: string }[]) : sitzungen) ?? [];
}
