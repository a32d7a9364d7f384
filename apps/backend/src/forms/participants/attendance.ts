import type { AnwesenheitRequest } from '@fobu/api-contract';
import { attendanceStateOf, BOOKING_STATE_PHRASES, formatDay, formatTime, holdsSeat, type BookingState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, invalidInput } from '../../http/errors';
import { reviewConfirmations } from '../certificates/confirmation-review';
import { setStatus } from '../bookings/seat-queries';
import { recordActor } from '../bookings/booking-actor';
import { lockBookingsWithPeople, recordedSessions, saveAttendance } from './attendance-queries';
import { sessionsOf } from './date-sessions';
import { notify } from '../../notification/notify';
import { lockManagedDate } from './managed-date';
import { dateParticipants } from './participant-queries';

/*
 * Attendance per session of a date (docs/participants.md). What is recorded for the sessions
 * decides the booking's state (`attendanceStateOf`), which the confirmation of attendance and the
 * controlling figures count. Every state that follows holds the seat, so the counters stay.
 */

/**
 * Sets each booking's state from all its recorded sessions, tells the person when it changed,
 * replaces or revokes the confirmations it issued that no longer hold, and answers the states.
 */
export async function followAttendance(
  sql: Sql,
  titel: string,
  bookings: readonly { id: number; uid: string; status: BookingState }[],
): Promise<BookingState[]> {
  const recorded = await recordedSessions(
    sql,
    bookings.map((b) => b.id),
  );
  const statesOf = new Map(recorded.map((r) => [r.anmeldung_id, r.states]));
  const states: BookingState[] = [];
  for (const booking of bookings) {
    const next = attendanceStateOf(statesOf.get(booking.id) ?? []);
    states.push(next);
    if (next === booking.status) continue;
    await setStatus(sql, booking.id, next);
    await notify(sql, booking.uid, booking.id, titel, next);
  }
  await reviewConfirmations(
    sql,
    bookings.map((b) => b.id),
  );
  return states;
}

/** "am Fr., 12.03.2027 um 09:00 Uhr" */
const at = (iso: string) => `am ${formatDay(iso)} um ${formatTime(iso)}`;

/** The sessions a request records: the one named (once it has begun), or every one that has begun. */
function sessionsToRecord(sitzungen: { beginn: string }[], sitzung: number | null, now: Date): number[] {
  if (sitzung !== null && sitzung >= sitzungen.length) {
    const count = sitzungen.length === 1 ? 'eine Sitzung' : `${sitzungen.length} Sitzungen`;
    throw invalidInput([{ path: ['sitzung'], message: `Diese Sitzung gibt es nicht: Der Termin hat ${count}.` }]);
  }
  const begun = sitzungen.flatMap((s, index) => (new Date(s.beginn) <= now ? [index] : []));
  const chosen = sitzung === null ? begun : begun.filter((index) => index === sitzung);
  if (chosen.length === 0) {
    const start = sitzungen[sitzung ?? 0].beginn;
    throw conflict('termin_nicht_begonnen', `Die Anwesenheit kann erst ab Beginn der Sitzung ${at(start)} erfasst werden.`);
  }
  return chosen;
}

/**
 * `PUT /api/v1/termine/{id}/anwesenheit`: the organiser or the administration records the
 * attendance of bookings that hold a seat of the date; answers the date's participant list.
 */
export async function recordDateAttendance(db: Db, principal: Principal, id: number, request: AnwesenheitRequest) {
  return db.tx(async (sql) => {
    const termin = await lockManagedDate(sql, principal, id);
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole });
    const sessions = sessionsToRecord(sessionsOf(termin.sitzungen), request.sitzung, new Date());
    // One entry per booking: the last one given counts.
    const statusOf = new Map(request.eintraege.map((e) => [e.anmeldungId, e.status]));
    const bookings = await lockBookingsWithPeople(sql, [...statusOf.keys()]);
    for (const anmeldungId of statusOf.keys()) {
      const booking = bookings.find((b) => b.id === anmeldungId);
      // Whose booking of another date it is stays unsaid: it may be another organiser's.
      if (!booking || booking.termin_id !== id)
        throw conflict('nicht_vom_termin', `Die Anmeldung ${anmeldungId} gehört nicht zu diesem Termin.`);
      if (!holdsSeat(booking.status)) {
        throw conflict(
          'kein_platz',
          `${booking.vorname} ${booking.name} hat keinen Platz auf diesem Termin (${BOOKING_STATE_PHRASES[booking.status]}); die Anwesenheit wird nur für Zugelassene erfasst.`,
        );
      }
    }
    const records = [...statusOf].flatMap(([anmeldungId, status]) => sessions.map((sitzung) => ({ anmeldungId, sitzung, status })));
    await saveAttendance(sql, principal.uid, records);
    await followAttendance(sql, termin.titel, bookings);
    return dateParticipants(sql, id);
  });
}
