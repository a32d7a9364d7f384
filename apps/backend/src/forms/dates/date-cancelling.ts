import { formatDay, isActiveBooking, type BookingState, type OfferActor } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { release } from '../bookings/seats';
import { saveCounters, setStatus, type LockedTermin } from '../bookings/seat-queries';
import { refreshOfferDates } from './date-queries';
import { notify } from '../../notification/notify';
import { record } from '../offers/offer-work-queries';
import { recordActor } from '../bookings/booking-actor';

/**
 * Cancels a date (its row locked by the caller, booking.ts's `lockTermin`): every active booking
 * becomes `abgesagt` and its participant is told, with the reason; the date's seats are freed and
 * the date is `abgesagt`; the offer's history records it. One function for a single date and for
 * every date ahead of a cancelled offer. Answers how many bookings it cancelled.
 */
export async function cancelDate(sql: Sql, termin: LockedTermin, actor: OfferActor, grund: string): Promise<number> {
  const bookings = await sql.query<{ id: number; uid: string; status: BookingState }>(
    'SELECT id, uid, status FROM anmeldungen WHERE termin_id = $1 ORDER BY id FOR UPDATE',
    [termin.id],
  );
  const active = bookings.filter((booking) => isActiveBooking(booking.status));
  const note = `Der Termin am ${formatDay(new Date(termin.beginn).toISOString())} fällt aus. Grund: ${grund}`;
  await recordActor(sql, actor, { grund });
  for (const booking of active) {
    await setStatus(sql, booking.id, 'abgesagt');
    release(termin, booking.status);
    await notify(sql, booking.uid, booking.id, termin.titel, 'abgesagt', note);
  }
  await saveCounters(sql, termin);
  await sql.query(`UPDATE termine SET status = 'abgesagt' WHERE id = $1`, [termin.id]);
  await refreshOfferDates(sql, termin.vnr);
  await record(sql, { vnr: termin.vnr, actor, aktion: 'termin_abgesagt', notiz: grund, terminId: termin.id });
  return active.length;
}
