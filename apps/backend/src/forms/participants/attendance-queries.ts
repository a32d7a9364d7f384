import type { Anwesenheit } from '@fobu/api-contract';
import type { BookingState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/** One booking's record for one session. */
export interface SessionRecord {
  anmeldungId: number;
  sitzung: number;
  status: Anwesenheit;
}

/** Writes the records (a later one replaces the earlier of its session; an unchanged one keeps who and when). */
export async function saveAttendance(sql: Sql, recordedBy: string, records: readonly SessionRecord[]) {
  await sql.query(
    `INSERT INTO anwesenheiten (anmeldung_id, sitzung, status, erfasst_von)
     SELECT r.anmeldung_id, r.sitzung, r.status, $4 FROM unnest($1::int[], $2::int[], $3::text[]) AS r(anmeldung_id, sitzung, status)
     ON CONFLICT (anmeldung_id, sitzung) DO UPDATE SET status = EXCLUDED.status, erfasst_am = clock_timestamp(), erfasst_von = EXCLUDED.erfasst_von
      WHERE anwesenheiten.status <> EXCLUDED.status`,
    [records.map((r) => r.anmeldungId), records.map((r) => r.sitzung), records.map((r) => r.status), recordedBy],
  );
}

/** The attendance recorded for each of the bookings, session by session. */
export const recordedSessions = (sql: Sql, bookingIds: readonly number[]) =>
  sql.query<{ anmeldung_id: number; states: Anwesenheit[] }>(
    'SELECT anmeldung_id, array_agg(status ORDER BY sitzung) AS states FROM anwesenheiten WHERE anmeldung_id = ANY($1) GROUP BY anmeldung_id',
    [bookingIds],
  );

/** The bookings, locked in the order of their ids, with their people's names. */
export const lockBookingsWithPeople = (sql: Sql, ids: readonly number[]) =>
  sql.query<{ id: number; uid: string; status: BookingState; termin_id: number | null; vorname: string; name: string }>(
    `SELECT a.id, a.uid, a.status, a.termin_id, u.vorname, u.name FROM anmeldungen a JOIN users u ON u.uid = a.uid
      WHERE a.id = ANY($1) ORDER BY a.id FOR UPDATE OF a`,
    [ids],
  );
