import type { Anwesenheit, Teilnehmende } from '@fobu/api-contract';
import { ATTENDANCE_RECORDED_STATES, holdsSeat } from '@fobu/domain';
import { hasBegun } from '../date-sessions';

/** A session by its index, or every session begun (`null`, as the request names it). */
export type SessionChoice = number | null;

/** What was recorded for the person: for one session its entry, for all the booking's state that follows from them. */
export function recordedAttendance(person: Teilnehmende, session: SessionChoice): Anwesenheit | undefined {
  if (session !== null) return person.anwesenheit.find((entry) => entry.sitzung === session)?.status;
  return (ATTENDANCE_RECORDED_STATES as readonly string[]).includes(person.status) ? (person.status as Anwesenheit) : undefined;
}

/** The people whose attendance is recorded: those holding a seat, by name. */
export const seatHolders = (people: readonly Teilnehmende[]) =>
  people
    .filter((person) => holdsSeat(person.status))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-DE') || a.vorname.localeCompare(b.vorname, 'de-DE'));

/** The session shown first: the last one that has begun (the one under way or just over), else the first. */
export function firstSessionShown(sessions: readonly { beginn: string }[], now = Date.now()): number {
  const begun = sessions.map((session) => hasBegun(session.beginn, now)).lastIndexOf(true);
  return Math.max(0, begun);
}
