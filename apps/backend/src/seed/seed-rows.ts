import { BOOKING_STATE_PHRASES, SEAT_STATES, WAITING_LIST_STATES, type Tenant } from '@fobu/domain';
import { type AnmeldungStatus, type Schulart } from '@fobu/api-contract';
import { APPROVAL_NOTICE_TEXT, APPROVAL_NOTICE_TITLE, NOTIFICATION_TEXT, NOTIFICATION_TITLE } from '../notification/notify';
import { insertRows } from '../db/bulk';
import type { Sql } from '../db/db';
import { type DateRow } from '../forms/dates/date-row';
import { offerSearchText } from '../forms/offers/offer-search-text';

// The row shapes production shares with the seed: written there, used here.
export { offerSearchText, type DateRow };

/**
 * How the seed writes its rows: one place for the columns and the rules derived from a row, shared
 * by the seed and the test fixtures (test-fixtures/), so that test data looks as seeded.
 */

const DAY = 86_400_000;

export interface SchoolRow {
  dstnr: string;
  name: string;
  schulart: Schulart;
  kreis: string;
  ort: string;
  adresse: string;
  schulleitung_uid: string | null;
  schultraeger: string;
  mandant: Tenant;
}

export function insertSchools(sql: Sql, schools: SchoolRow[]): Promise<void> {
  return insertRows(
    sql,
    'schulen',
    ['dstnr', 'name', 'schulart', 'kreis', 'ort', 'adresse', 'schulleitung_uid', 'schultraeger', 'mandant'],
    schools.map((s) => [s.dstnr, s.name, s.schulart, s.kreis, s.ort, s.adresse, s.schulleitung_uid, s.schultraeger, s.mandant]),
  );
}

export interface UserRow {
  uid: string;
  username: string;
  email: string;
  salutation: string;
  vorname: string;
  name: string;
  dstnr: string;
  mandant: Tenant;
  /** Roles as the identity provider stores them: application, role name, status. */
  roles: { application: string; role: string; status: number }[];
  /** Shown on the sign-in page's list of demo users; null keeps the user off that list. */
  hint: string | null;
}

/** Writes users and their roles; the first active FOBU role is the active one. */
export async function insertUsers(sql: Sql, users: UserRow[], passwordHash: string): Promise<void> {
  await insertRows(
    sql,
    'users',
    [
      'uid',
      'username',
      'password_hash',
      'email',
      'salutation',
      'vorname',
      'name',
      'dstnr',
      'dstnr_mitarbeiter',
      'mandanten',
      'active_role',
      'demo_hint',
    ],
    users.map((u, i) => [
      u.uid,
      u.username,
      passwordHash,
      u.email,
      u.salutation,
      u.vorname,
      u.name,
      u.dstnr,
      `${u.dstnr}-${(i % 90) + 10}`,
      [u.mandant],
      u.roles.find((r) => r.application === 'FOBU' && r.status === 1)?.role ?? null,
      u.hint,
    ]),
  );
  await insertRows(
    sql,
    'user_roles',
    ['uid', 'application', 'role', 'status', 'position'],
    users.flatMap((u) => u.roles.map((r, p) => [u.uid, r.application, r.role, r.status, p])),
  );
}

export type Vtyp = 'TERMIN' | 'ABRUF' | 'SLK';

export interface OfferRow {
  vnr: string;
  mandant: Tenant;
  vtyp: Vtyp;
  titel: string;
  beschreibung: string;
  ziele: string;
  hinweise: string;
  zielgruppen: string[];
  schularten: string[];
  faecher: string[];
  kennzeichen: string[];
  format: string;
  umfang_stunden: number;
  gebuehr: number;
  leitung_uid: string;
  referenten: string[];
  kontakt: string;
  /** JSON text of `{name, url}[]`. */
  anhaenge: string;
  status: string;
  plattform_link: string | null;
  naechster_termin: Date | null;
  letzter_termin: Date | null;
  suchtext: string;
  veroeffentlicht_am: Date | null;
  selbstabschluss: boolean;
}

const OFFER_COLUMNS: (keyof OfferRow)[] = [
  'vnr',
  'mandant',
  'vtyp',
  'titel',
  'beschreibung',
  'ziele',
  'hinweise',
  'zielgruppen',
  'schularten',
  'faecher',
  'kennzeichen',
  'format',
  'umfang_stunden',
  'gebuehr',
  'leitung_uid',
  'referenten',
  'kontakt',
  'anhaenge',
  'status',
  'plattform_link',
  'naechster_termin',
  'letzter_termin',
  'suchtext',
  'veroeffentlicht_am',
  'selbstabschluss',
];

/** Inserts offers as written, and last changed, by their organisers. */
export function insertOffers(sql: Sql, offers: OfferRow[]): Promise<void> {
  return insertRows(
    sql,
    'angebote',
    [...OFFER_COLUMNS, 'erstellt_von', 'geaendert_von'],
    offers.map((offer) => [...OFFER_COLUMNS.map((column) => offer[column]), offer.leitung_uid, offer.leitung_uid]),
  );
}

/** Where a self-learning course is taken. */
export const platformLink = (vnr: string) => `https://lernplattform.example/kurs/${vnr.toLowerCase()}`;

const DATE_COLUMNS: (keyof DateRow)[] = [
  'id',
  'vnr',
  'mandant',
  'beginn',
  'ende',
  'sitzungen',
  'ort_name',
  'adresse',
  'raum',
  'kreis',
  'online_link',
  'min_plaetze',
  'max_plaetze',
  'warteliste_plaetze',
  'anmeldebeginn',
  'anmeldeschluss',
  'stornofrist',
  'genehmigung_erforderlich',
  'status',
  'schule_dstnr',
];

export function insertDates(sql: Sql, dates: DateRow[]): Promise<void> {
  return insertRows(
    sql,
    'termine',
    DATE_COLUMNS,
    dates.map((date) => DATE_COLUMNS.map((column) => date[column])),
  );
}

/** Booking closes three days before a date begins, cancelling seven days before. */
export function dateDeadlines(beginn: Date): {
  anmeldeschluss: Date;
  stornofrist: Date;
} {
  return {
    anmeldeschluss: new Date(beginn.getTime() - 3 * DAY),
    stornofrist: new Date(beginn.getTime() - 7 * DAY),
  };
}

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
