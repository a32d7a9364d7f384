import type { BookingState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/errors';
import { ANMELDUNG_SELECT, type AnmeldungRow } from './booking-views';
import { lockTermin, type LockedTermin } from './seat-queries';

/** What a booking request may carry besides its date: a remark, and the client's idempotency key with what it was sent for. */
export interface BookingExtra {
  readonly bemerkung?: string;
  readonly idempotencyKey?: string;
  /** A fingerprint of the request the key came with (`requestFingerprint`). */
  readonly requestHash?: string;
}

/** The person's bookings in their tenant, newest first (`GET /api/v1/anmeldungen/meine`). */
export const ownBookingRows = (db: Db, principal: Principal) =>
  db.query<AnmeldungRow>(`${ANMELDUNG_SELECT} WHERE a.uid = $1 AND g.mandant = $2 ORDER BY a.id DESC`, [principal.uid, principal.mandant]);

/** The person's booking made with this idempotency key, with the fingerprint of the request that made it. */
export async function keyedBooking(db: Db, uid: string, key: string) {
  const [row] = await db.query<{ id: number; idempotenz_anfrage: string | null }>(
    'SELECT id, idempotenz_anfrage FROM anmeldungen WHERE uid = $1 AND idempotenz_schluessel = $2',
    [uid, key],
  );
  return row;
}

/** What enrolling in an offer asks of it. */
export async function offerToEnrol(sql: Sql, vnr: string) {
  const [offer] = await sql.query<{ vtyp: string; mandant: string; status: string; titel: string; zielgruppen: string[] }>(
    'SELECT vtyp, mandant, status, titel, zielgruppen FROM angebote WHERE vnr = $1',
    [vnr],
  );
  return offer;
}

/** Enrols the person in a self-learning course; answers the new booking's id. */
export async function insertEnrolment(sql: Sql, principal: Principal, vnr: string, extra: BookingExtra): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle, bemerkung, idempotenz_schluessel, idempotenz_anfrage)
     VALUES ($1, NULL, $2, 'eingeschrieben', $3, $4, $5, $6) RETURNING id`,
    [vnr, principal.uid, principal.activeRole, extra.bemerkung ?? null, extra.idempotencyKey ?? null, extra.requestHash ?? null],
  );
  return row.id;
}

/** A booking with what deciding about it needs of its offer and person. */
export interface BookingRow {
  id: number;
  uid: string;
  status: BookingState;
  termin_id: number | null;
  vnr: string;
  vtyp: string;
  mandant: string;
  leitung_uid: string;
  titel: string;
  user_dstnr: string;
  angebot_status: string;
}

/** Locks the booking's date first (same lock order as booking), then reads the booking. */
export async function lockBooking(sql: Sql, id: number): Promise<{ booking: BookingRow; termin?: LockedTermin }> {
  const [ref] = await sql.query<{ termin_id: number | null }>('SELECT termin_id FROM anmeldungen WHERE id = $1', [id]);
  if (!ref) throw notFound('Diese Anmeldung gibt es nicht.');
  const termin = ref.termin_id ? await lockTermin(sql, ref.termin_id) : undefined;
  const [booking] = await sql.query<BookingRow>(
    `SELECT a.id, a.uid, a.status, a.termin_id, a.vnr, g.vtyp, g.mandant, g.leitung_uid, g.titel, u.dstnr AS user_dstnr, g.status AS angebot_status
       FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr JOIN users u ON u.uid = a.uid WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return { booking, termin };
}

/** A course enrolment, locked, with what finishing it asks of its course. */
export async function lockCourseBooking(sql: Sql, id: number) {
  const [booking] = await sql.query<{ uid: string; status: string; vtyp: string; selbstabschluss: boolean; titel: string }>(
    `SELECT a.uid, a.status, g.vtyp, g.selbstabschluss, g.titel FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return booking;
}
