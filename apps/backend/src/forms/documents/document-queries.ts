import { ACTIVE_BOOKING_STATES, SEAT_STATES, WORKGROUP_RECORD_STATUS, type Tenant } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { sqlTextList } from '../../db/sql-literals';
import { BOOKED_TITLE_SQL } from '../dates/termin-json';

/** What the calendar and the certificate need of one booking, its date and its person. */
export interface BookingDocumentRow {
  id: number;
  /** Whose booking. */
  uid: string;
  /** A workgroup's meeting: its record's number names no offer, and it is a meeting, not a training one books. */
  treffen: boolean;
  /** What `id` numbers, for the calendar's event UIDs: a booking (the default) or, where the asker has none, a workgroup's meeting. */
  uid_art?: 'anmeldung' | 'treffen';
  vnr: string;
  status: string;
  titel: string;
  mandant: Tenant;
  umfang_stunden: number;
  kontakt: string;
  beginn: Date | null;
  ende: Date | null;
  sitzungen: { beginn: string; ende: string }[] | string | null;
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
  online_link: string | null;
  salutation: string;
  vorname: string;
  name: string;
  leitung: string;
}

/**
 * The query behind both documents; `a` is anmeldungen. A workgroup's meeting counts its own hours
 * (`t.stunden`), every other date its offer's. The meeting link of an online date only
 * for someone with a seat: a place on the waiting list is not yet a way in.
 */
const BOOKING_DOCUMENT_SELECT = `
  SELECT a.id, a.uid, a.vnr, a.status, ${BOOKED_TITLE_SQL} AS titel, g.status = ${sqlTextList([WORKGROUP_RECORD_STATUS])} AS treffen, g.mandant, coalesce(t.stunden, g.umfang_stunden) AS umfang_stunden, g.kontakt, t.beginn, t.ende, t.sitzungen,
         t.ort_name, t.adresse, t.raum, t.kreis,
         CASE WHEN a.status IN (${sqlTextList(SEAT_STATES)}) THEN t.online_link END AS online_link, u.salutation, u.vorname, u.name, l.vorname || ' ' || l.name AS leitung
    FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr JOIN users u ON u.uid = a.uid JOIN users l ON l.uid = g.leitung_uid
    LEFT JOIN termine t ON t.id = a.termin_id`;

/** Whose documents: the person and the tenant (the signed-in person, or the person the staff look up). */
interface DocumentOwner {
  readonly uid: string;
  readonly mandant: string;
}

/** The person's own bookings in their tenant that match `where` (its parameters from `$3`), by date: nobody else's calendar or confirmation. */
const ownDocumentRows = (db: Db, principal: DocumentOwner, where: string, params: unknown[]) =>
  db.query<BookingDocumentRow>(`${BOOKING_DOCUMENT_SELECT} WHERE a.uid = $1 AND g.mandant = $2 AND ${where} ORDER BY t.beginn`, [
    principal.uid,
    principal.mandant,
    ...params,
  ]);

/** The person's active bookings of dates not yet over: their calendar. */
export const ownUpcomingDocuments = (db: Db, principal: Principal) =>
  ownDocumentRows(db, principal, `a.status = ANY($3) AND t.ende >= now()`, [ACTIVE_BOOKING_STATES]);

/**
 * The person's seats (admitted, and after the date attended or excused: a past entry does not
 * vanish when attendance is recorded) of dates that ended at most `pastDays` ago: their calendar
 * feed. An accepted workgroup meeting is such a booking too.
 */
export const ownSeatDocuments = (db: Db, owner: DocumentOwner, pastDays: number) =>
  ownDocumentRows(db, owner, `a.status = ANY($3) AND t.ende >= now() - make_interval(days => $4)`, [SEAT_STATES, pastDays]);

/** The bookings `ids`, whoever's they are: for the checks that follow attendance, not for an answer to anyone. */
export const bookingDocumentsByIds = (sql: Sql, ids: readonly number[]) =>
  sql.query<BookingDocumentRow>(`${BOOKING_DOCUMENT_SELECT} WHERE a.id = ANY($1)`, [ids]);

/** One of the person's own bookings, or nothing when it is not theirs. */
export async function ownBookingDocument(db: Db, principal: DocumentOwner, id: number): Promise<BookingDocumentRow | undefined> {
  const [row] = await ownDocumentRows(db, principal, 'a.id = $3', [id]);
  return row;
}
