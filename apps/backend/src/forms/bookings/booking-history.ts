import type { AnmeldungsVerlauf } from '@fobu/api-contract';
import type { BookingState, BookingStep } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { HttpError, notFound } from '../../http/errors';
import { isoOf } from '../timestamps';
import { canManage } from './booking-management';
import { managedDate } from '../participants/managed-date';

/*
 * Reading a booking's history (docs/people-and-settings.md, "Bookings' history and acting for a
 * person"): the triggers of migration 025 write it; this answers it to whoever may see the booking.
 */

const NO_SUCH_BOOKING = 'Diese Anmeldung gibt es nicht.';

interface HistoryRow {
  am: Date | string;
  schritt: BookingStep;
  status: BookingState;
  termin_id: number | null;
  beginn: Date | string | null;
  akteur_uid: string | null;
  vorname: string | null;
  name: string | null;
  akteur_rolle: string | null;
  grund: string | null;
  nachgetragen: boolean;
}

/**
 * The person sees their own booking's history; staff see it where they see the date's participants
 * (the organiser, the administration, quality control: `managedDate`, read only), a course's where
 * they manage its offer. Everyone else gets 404, as for an id that does not exist.
 */
async function seesBooking(
  db: Db,
  principal: Principal,
  booking: { uid: string; termin_id: number | null; mandant: string; leitung_uid: string },
) {
  if (booking.mandant !== principal.mandant) return false;
  if (booking.uid === principal.uid) return true;
  if (booking.termin_id === null) return canManage(principal, booking.mandant, booking.leitung_uid, true);
  try {
    await managedDate(db, principal, booking.termin_id, true);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** `GET /api/v1/anmeldungen/{id}/verlauf`: the steps, oldest first. */
export async function bookingHistory(db: Db, principal: Principal, id: number): Promise<AnmeldungsVerlauf> {
  const [booking] = await db.query<{ uid: string; termin_id: number | null; mandant: string; leitung_uid: string }>(
    'SELECT a.uid, a.termin_id, g.mandant, g.leitung_uid FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.id = $1',
    [id],
  );
  if (!booking || !(await seesBooking(db, principal, booking))) throw notFound(NO_SUCH_BOOKING);
  const rows = await db.query<HistoryRow>(
    `SELECT h.am, h.schritt, h.status, h.termin_id, t.beginn, h.akteur_uid, u.vorname, u.name, h.akteur_rolle, h.grund, h.nachgetragen
       FROM anmeldung_historie h LEFT JOIN termine t ON t.id = h.termin_id LEFT JOIN users u ON u.uid = h.akteur_uid
      WHERE h.anmeldung_id = $1 ORDER BY h.am, h.id`,
    [id],
  );
  return {
    anmeldungId: id,
    items: rows.map((row) => ({
      am: isoOf(row.am),
      schritt: row.schritt,
      status: row.status,
      termin: row.termin_id !== null && row.beginn !== null ? { id: row.termin_id, beginn: isoOf(row.beginn) } : null,
      akteur: row.akteur_uid ? { uid: row.akteur_uid, vorname: row.vorname ?? '', name: row.name ?? '', rolle: row.akteur_rolle } : null,
      vonPerson: row.akteur_uid === booking.uid,
      grund: row.grund,
      nachgetragen: row.nachgetragen,
    })),
  };
}
