import type { PersonAnmeldung, Teilnehmende } from '@fobu/api-contract';
import { hasAttended } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { ANMELDUNG_SELECT, type AnmeldungRow } from '../bookings/booking-views';
import { confirmationRefusals } from '../certificates/confirmation-refusals';
import { venueLine } from '../documents/venue-line';
import { ATTENDANCE_COLUMN_SQL, attendanceView } from '../participants/participant-queries';
import { iso, isoOf } from '../timestamps';
import { lookupParams, VISIBLE_BOOKING_SQL, type PersonLookup } from './person-scope';

type PersonBookingRow = AnmeldungRow & {
  ende: Date | null;
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
  anwesenheit: { sitzung: number; status: Teilnehmende['anwesenheit'][number]['status']; erfasst_am: string }[];
};

/** The booking columns with the date's end, place and the attendance per session. */
const PERSON_BOOKING_SELECT = ANMELDUNG_SELECT.replace(
  'FROM anmeldungen a',
  `, t.ende, t.ort_name, t.adresse, t.raum, t.kreis, ${ATTENDANCE_COLUMN_SQL}
   FROM anmeldungen a`,
);

/** The person `$3`'s bookings the asker may see (an organiser: on their own offers), the newest date first. */
export async function personBookings(db: Db, lookup: PersonLookup, uid: string): Promise<PersonAnmeldung[]> {
  const rows = await db.query<PersonBookingRow>(
    `${PERSON_BOOKING_SELECT} WHERE a.uid = $3 AND ${VISIBLE_BOOKING_SQL}
      ORDER BY coalesce(t.beginn, a.angemeldet_am) DESC, a.id DESC`,
    [...lookupParams(lookup), uid],
  );
  const refusals = await confirmationRefusals(db, rows, 'staff');
  return rows.map((row) => ({
    id: row.id,
    vnr: row.vnr,
    titel: row.titel,
    vtyp: row.vtyp as PersonAnmeldung['vtyp'],
    terminId: row.termin_id,
    beginn: iso(row.beginn),
    ende: iso(row.ende),
    ort: venueLine(row),
    status: row.status as PersonAnmeldung['status'],
    wartelistePosition: row.position,
    angemeldetAm: isoOf(row.angemeldet_am),
    geaendertAm: isoOf(row.geaendert_am),
    anwesenheit: attendanceView(row.anwesenheit),
    teilnahmebestaetigung: hasAttended(row.status) && !refusals.has(row.id),
    ...(refusals.has(row.id) ? { bestaetigungHinweis: refusals.get(row.id) } : {}),
  }));
}
