import { BOOKING_STATE_PHRASES, SEAT_STATES, WAITING_LIST_STATES } from '@fobu/domain';
import { type AnmeldungStatus } from '@fobu/api-contract';
import { APPROVAL_NOTICE_TEXT, APPROVAL_NOTICE_TITLE, NOTIFICATION_TEXT, NOTIFICATION_TITLE } from '../notification/notify';
import { insertRows } from '../db/bulk';
import type { Sql } from '@fobu/server-sql';

/* The rows of bookings, their notifications and on-demand requests, as the seed and the test fixtures write them. */

export interface BookingRow {
  vnr: string;
  termin_id: number | null;
  uid: string;
  status: AnmeldungStatus;
  rolle: string;
  angemeldet_am: Date;
}

/** Writes bookings; one the partial unique index refuses (a second active one) is left out. */
export function insertBookings(sql: Sql, bookings: BookingRow[]): Promise<void> {
  return insertRows(
    sql,
    'anmeldungen',
    ['vnr', 'termin_id', 'uid', 'status', 'rolle', 'angemeldet_am', 'geaendert_am'],
    bookings.map((b) => [b.vnr, b.termin_id, b.uid, b.status, b.rolle, b.angemeldet_am, b.angemeldet_am]),
    'ON CONFLICT DO NOTHING',
  );
}

/** Recomputes the seat counters of the dates (of all dates without ids) from their bookings. */
export async function recountSeats(sql: Sql, terminIds?: number[]): Promise<void> {
  // The seat and waiting-list states are the shared rules' (@fobu/domain), as in the booking statements.
  await sql.query(
    `UPDATE termine t SET
      zugelassen = (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY($1::text[])),
      wartend = (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id AND a.status = ANY($2::text[]))
    ${terminIds ? 'WHERE t.id = ANY($3::int[])' : ''}`,
    [SEAT_STATES, WAITING_LIST_STATES, ...(terminIds ? [terminIds] : [])],
  );
}

/** A condition on `anmeldungen a`, given the number its first own parameter takes (`$n`), with those parameters. */
export interface BookingFilter {
  where: (n: number) => string;
  params?: unknown[];
}

/**
 * Tells the owners of the chosen bookings their state, in the same German wording as the services (notify.ts).
 * Seeded notifications, like those of the test fixtures, are not sent as e-mail (`email_status`).
 */
export async function notifyBookingStates(sql: Sql, filter: BookingFilter): Promise<void> {
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, erstellt_am, email_status)
     SELECT a.uid, format($1, l.label), format($2, g.titel, l.label), a.id, a.geaendert_am, 'nicht_gewuenscht'
       FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr JOIN json_each_text($3::json) l(status, label) ON l.status = a.status
      WHERE ${filter.where(4)}`,
    [NOTIFICATION_TITLE, NOTIFICATION_TEXT, JSON.stringify(BOOKING_STATE_PHRASES), ...(filter.params ?? [])],
  );
}

/** Tells school heads of those of the chosen bookings of their staff that wait for their approval (not by e-mail, as above). */
export async function notifyApprovalsDue(sql: Sql, filter: BookingFilter): Promise<void> {
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art, erstellt_am, email_status)
     SELECT s.schulleitung_uid, $1, format($2, u.vorname, u.name, g.titel), a.id, 'genehmigung', a.angemeldet_am, 'nicht_gewuenscht'
       FROM anmeldungen a JOIN users u ON u.uid = a.uid JOIN schulen s ON s.dstnr = u.dstnr JOIN angebote g ON g.vnr = a.vnr
      WHERE a.status = 'wartet_auf_genehmigung' AND s.schulleitung_uid IS NOT NULL AND (${filter.where(3)})`,
    [APPROVAL_NOTICE_TITLE, APPROVAL_NOTICE_TEXT, ...(filter.params ?? [])],
  );
}

export interface OnDemandRequestRow {
  vnr: string;
  dstnr: string;
  /** The school head who asks. */
  uid: string;
  /** Wish dates, in days after `now`. */
  wishDays: number[];
  teilnehmende: number;
  hinweis: string;
  status: 'angefragt' | 'terminiert' | 'abgelehnt';
  terminId: number | null;
  begruendung: string | null;
  /** Asked this many days before `now`. */
  daysAgo: number;
}

/** Writes a school's request for an on-demand offer, relative to `now`. */
export async function insertOnDemandRequest(sql: Sql, request: OnDemandRequestRow, now: Date): Promise<void> {
  await sql.query(
    `INSERT INTO abrufanfragen (vnr, dstnr, uid, wunschtermine, teilnehmende, hinweis, status, termin_id, begruendung, erstellt_am)
     VALUES ($1, $2, $3, (SELECT array_agg(($10::timestamptz + make_interval(days => d))::date) FROM unnest($4::int[]) d), $5, $6, $7, $8, $9, $10::timestamptz - make_interval(days => $11))`,
    [
      request.vnr,
      request.dstnr,
      request.uid,
      request.wishDays,
      request.teilnehmende,
      request.hinweis,
      request.status,
      request.terminId,
      request.begruendung,
      now,
      request.daysAgo,
    ],
  );
}
