import { ACTIVE_BOOKING_STATES, type BookingState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/** The date a booking is of (none for a course), before any lock: which dates to lock first. */
export async function bookingDateRef(sql: Sql, id: number) {
  const [ref] = await sql.query<{ termin_id: number | null }>('SELECT termin_id FROM anmeldungen WHERE id = $1', [id]);
  return ref;
}

/** The booking to move, locked, with its offer's tenant, organiser and title. */
export async function lockMovedBooking(sql: Sql, id: number) {
  const [booking] = await sql.query<{
    uid: string;
    status: BookingState;
    termin_id: number | null;
    mandant: string;
    leitung_uid: string;
    titel: string;
  }>(
    `SELECT a.uid, a.status, a.termin_id, g.mandant, g.leitung_uid, g.titel FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return booking;
}

/** Does the person hold an active booking of the date? */
export async function hasActiveBooking(sql: Sql, terminId: number, uid: string): Promise<boolean> {
  const [{ booked }] = await sql.query<{ booked: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM anmeldungen WHERE termin_id = $1 AND uid = $2 AND status = ANY($3)) AS booked',
    [terminId, uid, ACTIVE_BOOKING_STATES],
  );
  return booked;
}

/** Moves the booking to a seat of the other date. */
export async function moveToSeat(sql: Sql, id: number, terminId: number) {
  await sql.query(`UPDATE anmeldungen SET termin_id = $2, status = 'zugelassen', geaendert_am = clock_timestamp() WHERE id = $1`, [
    id,
    terminId,
  ]);
}
