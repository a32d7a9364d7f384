import type { Sql } from '@fobu/server-sql';
import { saveCounters, setStatus, type LockedTermin } from '../../bookings/seat-queries';
import { allocate, release } from '../../bookings/seats';

/*
 * A member's booking of a meeting, which accepting makes (docs/workgroups.md, "Invitation and
 * answer"): a booking `zugelassen` holding a seat, counted by the seat machinery of any date, so
 * that attendance, check-in, the calendar and the confirmation work as for any date.
 */

/** Books the meeting (its row locked) for the member in their role; a meeting has seats for every member. */
export async function bookMeeting(sql: Sql, termin: LockedTermin, uid: string, rolle: string): Promise<void> {
  const status = allocate(termin);
  if (status !== 'zugelassen') throw new Error(`meeting ${termin.id} has no seat left`);
  await sql.query(`INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle) VALUES ($1, $2, $3, 'zugelassen', $4)`, [
    termin.vnr,
    termin.id,
    uid,
    rolle,
  ]);
  await saveCounters(sql, termin);
}

/** Withdraws the member's booking of the meeting (its row locked), if they hold one: it ends `storniert` and frees its seat. */
export async function withdrawMeetingBooking(sql: Sql, termin: LockedTermin, uid: string): Promise<void> {
  const [booking] = await sql.query<{ id: number }>(
    `SELECT id FROM anmeldungen WHERE termin_id = $1 AND uid = $2 AND status = 'zugelassen' FOR UPDATE`,
    [termin.id, uid],
  );
  if (!booking) return;
  await setStatus(sql, booking.id, 'storniert');
  release(termin, 'zugelassen');
  await saveCounters(sql, termin);
}
