import { type Tenant } from '@fobu/domain';
import { type Schulart } from '@fobu/api-contract';
import { insertRows } from '../db/bulk';
import type { Sql } from '@fobu/server-sql';
import { WRITTEN_DATE_COLUMNS } from '../forms/dates/date-queries';
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
  /** null: an institute (the IQSH, the SHIBB), whose staff the register holds too, but no school. */
  schulart: Schulart | null;
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

// The columns an organiser writes (forms' date queries), and those only the seed sets.
const DATE_COLUMNS: (keyof DateRow)[] = ['id', 'vnr', 'mandant', ...WRITTEN_DATE_COLUMNS, 'status', 'schule_dstnr'];

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
