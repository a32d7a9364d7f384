import type { EinlassCode, EinlassErgebnis, EinlassRequest } from '@fobu/api-contract';
import { recordActor } from '../bookings/booking-actor';
import { BOOKING_STATE_PHRASES, formatDay, formatTime, holdsSeat } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, invalidInput, notFound } from '../../http/errors';
import { followAttendance } from './attendance';
import { saveAttendance } from './attendance-queries';
import { earlierCheckIn, lockDoorBooking, markLetIn, ownBookingAtDoor, saveCheckIn } from './check-in-queries';
import type { LockedTermin } from '../bookings/seat-queries';
import { checkInCode, readCheckInCode } from './check-in-code';
import { sessionsOf } from './date-sessions';
import { lockManagedDate } from './managed-date';
import { iso } from '../timestamps';

/*
 * Check-in at the door (docs/participants.md): the participant shows the QR code of their
 * booking, the organiser's device reads it, or finds the person by name. A device that was
 * offline sends its check-ins later, each with its own `vorgangId`: a check-in sent again is
 * answered from its first result, so none is lost and none counts twice.
 */

const HOUR = 3_600_000;
/** Doors open before a session begins: a check-in from two hours before its start counts for it. */
const DOORS_OPEN = 2 * HOUR;
/** Check-ins kept offline longer than this are refused: by then the attendance is the organiser's to record. */
const OLDEST_CHECK_IN = 7 * 24 * HOUR;

/** `GET /api/v1/anmeldungen/{id}/einlass-code`: the code of the person's own booking while it holds a seat of a date not yet over. */
export async function ownCheckInCode(db: Db, principal: Principal, signingKey: string, id: number): Promise<EinlassCode> {
  const booking = await ownBookingAtDoor(db, principal, id);
  if (!booking) throw notFound('Diese Anmeldung gibt es nicht.');
  if (booking.termin_id === null) throw conflict('kein_einlass', 'Ein Selbstlernkurs hat keinen Einlass und keinen Einlass-Code.');
  if (booking.vorbei) throw conflict('kein_einlass', 'Der Termin ist vorbei; einen Einlass-Code gibt es nicht mehr.');
  // Every state with a seat: whoever missed the first of several sessions still comes to the next.
  if (!holdsSeat(booking.status)) {
    throw conflict(
      'kein_einlass',
      `Einen Einlass-Code gibt es erst, wenn Sie zugelassen sind. Ihre Anmeldung hat den Status „${BOOKING_STATE_PHRASES[booking.status]}“.`,
    );
  }
  return { code: checkInCode(signingKey, booking.termin_id, id), terminId: booking.termin_id };
}

const answer = (ergebnis: EinlassErgebnis['ergebnis'], more: Partial<EinlassErgebnis> = {}): EinlassErgebnis => ({
  ergebnis,
  anmeldungId: null,
  vorname: null,
  name: null,
  status: null,
  eingelassenAm: null,
  terminId: null,
  ...more,
});

/** The index of the session whose doors are open at `at` (from two hours before its start to its end), or -1. */
function sessionAt(termin: LockedTermin, at: Date): number {
  return sessionsOf(termin.sitzungen).findIndex((s) => +new Date(s.beginn) - DOORS_OPEN <= +at && +at <= +new Date(s.ende));
}

/** Why nobody is let in at `at`: the doors of the next session open later, or the date is over. */
function doorsClosed(termin: LockedTermin, at: Date): string {
  const next = sessionsOf(termin.sitzungen).find((s) => +new Date(s.beginn) - DOORS_OPEN > +at);
  if (!next) return 'Der Termin ist vorbei; es wird niemand mehr eingelassen.';
  const opens = new Date(+new Date(next.beginn) - DOORS_OPEN).toISOString();
  return `Der Einlass beginnt zwei Stunden vor der Sitzung: am ${formatDay(opens)} um ${formatTime(opens)}.`;
}

/** What the door shows for the code or person of the request; lets the person in where they may enter. */
async function letIn(
  sql: Sql,
  principal: Principal,
  signingKey: string,
  termin: LockedTermin,
  request: EinlassRequest,
  { at, session }: { at: Date; session: number },
) {
  let anmeldungId: number;
  if ('code' in request) {
    const code = readCheckInCode(signingKey, request.code);
    if (!code) return answer('ungueltig');
    if (code.terminId !== termin.id) return answer('anderer_termin', { terminId: code.terminId });
    anmeldungId = code.anmeldungId;
  } else anmeldungId = request.anmeldungId;
  const booking = await lockDoorBooking(sql, anmeldungId);
  if (!('code' in request) && booking?.termin_id !== termin.id) throw notFound('Diese Person ist zu diesem Termin nicht angemeldet.');
  if (!booking) return answer('ungueltig');
  // A code of the date the booking was moved away from.
  if (booking.termin_id !== termin.id) return answer('anderer_termin', { terminId: booking.termin_id });
  const person = { anmeldungId: booking.id, vorname: booking.vorname, name: booking.name, status: booking.status };
  if (!holdsSeat(booking.status)) return answer('nicht_zugelassen', person);
  // Let in once per session: a date of several sessions has a check-in for each.
  const earlier = booking.eingelassen_am;
  if (earlier && session === sessionAt(termin, earlier)) return answer('schon_eingelassen', { ...person, eingelassenAm: iso(earlier) });
  // The latest check-in, also when an offline device sends an older one later.
  const eingelassen_am = await markLetIn(sql, booking.id, at);
  await saveAttendance(sql, principal.uid, [{ anmeldungId: booking.id, sitzung: session, status: 'teilgenommen' }]);
  const [status] = await followAttendance(sql, termin.titel, [booking]);
  return answer('eingelassen', { ...person, status, eingelassenAm: iso(eingelassen_am) });
}

/**
 * `POST /api/v1/termine/{id}/einlass`, for the date's organiser and the administration. The date's
 * row is locked first, so that check-ins of one date queue up: of two scans of one code at once,
 * one lets in and the other answers "schon eingelassen".
 */
export async function checkIn(db: Db, principal: Principal, signingKey: string, id: number, request: EinlassRequest) {
  return db.tx(async (sql) => {
    const termin = await lockManagedDate(sql, principal, id);
    const seen = await earlierCheckIn(sql, request.vorgangId);
    if (seen?.termin_id === id) return JSON.parse(seen.ergebnis) as EinlassErgebnis;
    if (seen) throw conflict('vorgang_vergeben', 'Diese Vorgangskennung gehört zu einem Einlass eines anderen Termins.');
    const now = new Date();
    const at = new Date(Math.min(+new Date(request.am), +now));
    if (+now - +at > OLDEST_CHECK_IN)
      throw invalidInput([{ path: ['am'], message: 'Ein Einlass, der länger als 7 Tage zurückliegt, wird nicht mehr angenommen.' }]);
    const session = sessionAt(termin, at);
    if (session < 0) throw conflict('kein_einlass', doorsClosed(termin, at));
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole });
    const result = await letIn(sql, principal, signingKey, termin, request, { at, session });
    await saveCheckIn(sql, request.vorgangId, id, principal.uid, result);
    return result;
  });
}
