import type { AnmeldungRequest, AnmeldungStatusChange, GenehmigungRequest } from '@fobu/api-contract';
import {
  admissionByHandPossible,
  BOOKING_MANAGING_ROLES,
  BOOKING_STATE_PHRASES,
  bookingKindOf,
  cancellationDeadlinePassed,
  holdsSeat,
  isActiveBooking,
  isAdmittableState,
  isCancellableState,
  isFinishableState,
  onWaitingList,
  placesStillGiven,
  type BookingState,
} from '@fobu/domain';
import { sha256 } from '../auth/crypto';
import type { Db, Sql } from '../db/db';
import { hasActive, isBooking, type Principal } from '../auth/principal';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { bookDate, otherTargetGroup, type BookingExtra } from './book-date';
import { notify } from '../notification/notify';
import { loadAnmeldung } from '../forms/bookings/booking-views';
import { type TerminRow } from '../forms/dates/termin-json';
import { refuseChangeOfArchived } from '../forms/archive/archived-record';

/*
 * Seat handling. Every change to a date's bookings runs in one transaction that first locks
 * the date's row (SELECT … FOR UPDATE), so that concurrent changes of one date queue up
 * and its counters (zugelassen, wartend) stay exact; PGlite serialises transactions anyway.
 * Booking a date is one statement of that kind (book-date.ts). Which states hold a seat, wait, or
 * may be cancelled or finished is the shared rule of @fobu/domain (booking-rules.spec.ts proves it).
 */

/** A date's row, locked, with its offer's title, type, state and organiser. */
export type LockedTermin = TerminRow & { titel: string; vtyp: string; angebot_status: string; leitung_uid: string };

/** Locks the date's row for the rest of the transaction (every change to its seats does so first). */
export async function lockTermin(sql: Sql, id: number): Promise<LockedTermin | undefined> {
  const [row] = await sql.query<LockedTermin>(
    `SELECT t.*, g.titel, g.vtyp, g.status AS angebot_status, g.leitung_uid FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return row;
}

/** Sets a booking's state; a seat given from the waiting list (moved up, or admitted by staff) is noted for controlling's figures. */
export async function setStatus(sql: Sql, id: number, status: BookingState) {
  await sql.query(
    `UPDATE anmeldungen SET status = $2::text, geaendert_am = clock_timestamp(),
            nachgerueckt_am = CASE WHEN status = 'warteliste' AND $2::text = 'zugelassen' THEN clock_timestamp() ELSE nachgerueckt_am END
      WHERE id = $1`,
    [id, status],
  );
}

/** The trigger termine_seat_status sets the date's status from the counters. */
export async function saveCounters(sql: Sql, termin: LockedTermin) {
  await sql.query('UPDATE termine SET zugelassen = $2, wartend = $3 WHERE id = $1', [termin.id, termin.zugelassen, termin.wartend]);
}

/** A seat if one is free, else the waiting list if it has room, else nothing. */
function allocate(termin: LockedTermin): 'zugelassen' | 'warteliste' | null {
  if (termin.zugelassen < termin.max_plaetze) {
    termin.zugelassen++;
    return 'zugelassen';
  }
  if (termin.wartend < termin.warteliste_plaetze) {
    termin.wartend++;
    return 'warteliste';
  }
  return null;
}

/** Moves people up from the waiting list, in booking order, while seats are free. */
export async function moveUp(sql: Sql, termin: LockedTermin) {
  while (termin.zugelassen < termin.max_plaetze && termin.wartend > 0) {
    const [next] = await sql.query<{ id: number; uid: string }>(
      `SELECT id, uid FROM anmeldungen WHERE termin_id = $1 AND status = 'warteliste' ORDER BY id LIMIT 1`,
      [termin.id],
    );
    if (!next) break;
    termin.zugelassen++;
    termin.wartend--;
    await setStatus(sql, next.id, 'zugelassen');
    await notify(sql, next.uid, next.id, termin.titel, 'zugelassen');
  }
}

function isUniqueViolation(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Books a date (TERMIN, ABRUF) or enrols in a self-learning course. With an idempotency key, a
 * request repeated with the same key returns the booking made the first time, also when both
 * arrive at once.
 */
export async function book(db: Db, principal: Principal, request: AnmeldungRequest, idempotencyKey?: string) {
  if (!isBooking(principal)) throw forbidden('Nur Lehrkräfte und andere buchende Rollen können sich anmelden.');
  const requestHash = idempotencyKey ? requestFingerprint(request) : undefined;
  const earlier = () => (idempotencyKey && requestHash ? bookingWithKey(db, principal.uid, idempotencyKey, requestHash) : undefined);
  const made = await earlier();
  if (made) return made;
  const extra = { bemerkung: request.bemerkung || undefined, idempotencyKey, requestHash };
  try {
    return 'vnr' in request
      ? await db.tx((sql) => enrol(sql, principal, request.vnr, extra))
      : await bookDate(db, principal, request.terminId, extra);
  } catch (error) {
    // The same request at once: the other one booked first (PGlite runs them in turn, so this one
    // found it "bereits angemeldet"; on PostgreSQL it fails on the unique index instead).
    const alreadyBooked = isUniqueViolation(error) || (error instanceof HttpError && error.code === 'bereits_angemeldet');
    if (!alreadyBooked) throw error;
    const same = await earlier();
    if (same) return same;
    throw conflict('bereits_angemeldet', 'Sie sind bereits angemeldet.');
  }
}

/** What a booking request asks for, independent of the order of its fields. */
const requestFingerprint = (request: AnmeldungRequest) =>
  sha256(JSON.stringify(['vnr' in request ? `vnr:${request.vnr}` : `termin:${request.terminId}`, request.bemerkung ?? '']));

/** The booking an earlier request with this key made; the key sent again with another request is refused with 422, as the IETF Idempotency-Key draft says. */
async function bookingWithKey(db: Db, uid: string, key: string, requestHash: string) {
  const [row] = await db.query<{ id: number; idempotenz_anfrage: string | null }>(
    'SELECT id, idempotenz_anfrage FROM anmeldungen WHERE uid = $1 AND idempotenz_schluessel = $2',
    [uid, key],
  );
  if (!row) return undefined;
  if (row.idempotenz_anfrage !== null && row.idempotenz_anfrage !== requestHash) {
    throw new HttpError(422, 'idempotency_key_reused', 'Dieser Idempotency-Key wurde schon für eine andere Anmeldung verwendet.');
  }
  return db.tx((sql) => loadAnmeldung(sql, row.id));
}

async function enrol(sql: Sql, principal: Principal, vnr: string, extra: BookingExtra) {
  const [offer] = await sql.query<{ vtyp: string; mandant: string; status: string; titel: string; zielgruppen: string[] }>(
    'SELECT vtyp, mandant, status, titel, zielgruppen FROM angebote WHERE vnr = $1',
    [vnr],
  );
  if (!offer) throw notFound('Dieses Angebot gibt es nicht.');
  if (offer.mandant !== principal.mandant) throw forbidden('Dieses Angebot gehört zu einem anderen Mandanten.');
  if (offer.vtyp !== 'SLK') throw new HttpError(400, 'termin_erforderlich', 'Für dieses Angebot wählen Sie bitte einen Termin (terminId).');
  if (offer.status !== 'veroeffentlicht') throw conflict('nicht_buchbar', 'Dieser Kurs ist nicht buchbar.');
  if (!principal.activeRole || !offer.zielgruppen.includes(principal.activeRole)) throw otherTargetGroup(principal.activeRole);
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle, bemerkung, idempotenz_schluessel, idempotenz_anfrage)
     VALUES ($1, NULL, $2, 'eingeschrieben', $3, $4, $5, $6) RETURNING id`,
    [vnr, principal.uid, principal.activeRole, extra.bemerkung ?? null, extra.idempotencyKey ?? null, extra.requestHash ?? null],
  );
  await notify(sql, principal.uid, row.id, offer.titel, 'eingeschrieben');
  return loadAnmeldung(sql, row.id);
}

interface BookingRow {
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
async function lockBooking(sql: Sql, id: number): Promise<{ booking: BookingRow; termin?: LockedTermin }> {
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

/** Frees what a booking held when it leaves an active state. */
export function release(termin: LockedTermin | undefined, previous: BookingState) {
  if (!termin) return;
  if (holdsSeat(previous)) termin.zugelassen--;
  if (onWaitingList(previous)) termin.wartend--;
}

/** The participant cancels their own booking (a date's before its cancellation deadline) or withdraws a course enrolment. */
export async function cancelOwn(db: Db, principal: Principal, id: number) {
  return db.tx(async (sql) => {
    const { booking, termin } = await lockBooking(sql, id);
    // Someone else's booking is answered as if it did not exist: an id reveals nothing about whose it is.
    if (booking.uid !== principal.uid) throw notFound('Diese Anmeldung gibt es nicht.');
    refuseChangeOfArchived(booking.angebot_status);
    if (!isCancellableState(bookingKindOf(booking.vtyp), booking.status))
      throw conflict('nicht_stornierbar', 'Diese Anmeldung kann nicht mehr storniert werden.');
    if (termin && cancellationDeadlinePassed(termin.stornofrist, new Date())) {
      throw conflict('stornofrist_abgelaufen', 'Die Stornofrist ist abgelaufen. Bitte wenden Sie sich an die Veranstaltungsleitung.');
    }
    await setStatus(sql, id, 'storniert');
    release(termin, booking.status);
    if (termin) {
      await moveUp(sql, termin);
      await saveCounters(sql, termin);
    }
    await notify(sql, booking.uid, id, booking.titel, 'storniert');
    return loadAnmeldung(sql, id);
  });
}

/** The participant marks a self-learning course finished, where the course leaves that to them. */
export async function finishOwnCourse(db: Db, principal: Principal, id: number) {
  return db.tx(async (sql) => {
    const [booking] = await sql.query<{ uid: string; status: string; vtyp: string; selbstabschluss: boolean; titel: string }>(
      `SELECT a.uid, a.status, g.vtyp, g.selbstabschluss, g.titel FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.id = $1 FOR UPDATE OF a`,
      [id],
    );
    if (!booking || booking.uid !== principal.uid) throw notFound('Diese Anmeldung gibt es nicht.');
    if (booking.vtyp !== 'SLK' || !booking.selbstabschluss) {
      throw conflict(
        'kein_selbstabschluss',
        'Den Abschluss dieses Kurses meldet die Lernplattform, sobald Sie den Abschlusstest bestanden haben.',
      );
    }
    if (!isFinishableState(bookingKindOf(booking.vtyp), booking.status))
      throw conflict('nicht_eingeschrieben', 'Abschließen können Sie nur einen Kurs, in den Sie eingeschrieben sind.');
    await setStatus(sql, id, 'abgeschlossen');
    await notify(sql, booking.uid, id, booking.titel, 'abgeschlossen');
    return loadAnmeldung(sql, id);
  });
}

/** The school head approves or rejects a staff member's booking. */
export async function decideApproval(
  db: Db,
  principal: Principal,
  id: number,
  { entscheidung: decision, begruendung }: GenehmigungRequest,
) {
  if (!hasActive(principal, 'schulleitung')) throw forbidden('Nur die Schulleitung kann Anmeldungen genehmigen.');
  return db.tx(async (sql) => {
    const { booking, termin } = await lockBooking(sql, id);
    if (booking.mandant !== principal.mandant || booking.user_dstnr !== principal.dstnr) throw notFound('Diese Anmeldung gibt es nicht.');
    // Four eyes: a school head who also teaches cannot approve their own booking by switching role.
    if (booking.uid === principal.uid) throw forbidden('Ihre eigene Anmeldung kann nur eine andere Person der Schulleitung genehmigen.');
    refuseChangeOfArchived(booking.angebot_status);
    if (booking.status !== 'wartet_auf_genehmigung' || !termin)
      throw conflict('keine_genehmigung_offen', 'Diese Anmeldung wartet nicht auf eine Genehmigung.');
    if (decision === 'genehmigt' && !placesStillGiven(termin, new Date()))
      throw conflict('termin_vorbei', 'Der Termin ist abgesagt oder hat schon begonnen; die Anmeldung kann nicht mehr genehmigt werden.');
    const status: BookingState = decision === 'abgelehnt' ? 'nicht_zugelassen' : (allocate(termin) ?? 'nicht_zugelassen');
    await setStatus(sql, id, status);
    await saveCounters(sql, termin);
    await notify(
      sql,
      booking.uid,
      id,
      booking.titel,
      status,
      decision === 'abgelehnt' ? `Begründung der Schulleitung: ${begruendung}` : undefined,
    );
    return loadAnmeldung(sql, id);
  });
}

/** May this principal manage the bookings of an offer led by `leitungUid` in `mandant`? */
export function canManage(principal: Principal, mandant: string, leitungUid: string, readOnly = false): boolean {
  if (principal.mandant !== mandant) return false;
  if (hasActive(principal, 'verwaltung', 'administrator')) return true;
  if (readOnly && hasActive(principal, 'qualitaetskontrolle')) return true;
  return hasActive(principal, 'veranstaltungsleiter') && principal.uid === leitungUid;
}

/**
 * Only the organiser of the booking's offer or the tenant's administration change other people's
 * bookings: other roles (quality control reads only) are refused, another's booking is unknown.
 */
export function checkManagesBooking(principal: Principal, booking: { mandant: string; leitung_uid: string }) {
  if (!hasActive(principal, ...BOOKING_MANAGING_ROLES)) throw forbidden('Sie dürfen Anmeldungen nicht ändern.');
  if (!canManage(principal, booking.mandant, booking.leitung_uid)) throw notFound('Diese Anmeldung gibt es nicht.');
}

/** The sentence a person's notification adds when the organiser gave a reason. */
export const reasonSentence = (note: string | undefined) => (note ? `Begründung: ${note}` : undefined);

/**
 * Organiser or administration changes a booking: admits it, removes it (`abgesagt`), cancels it
 * for the person (`storniert`: the cancellation deadline binds the participant only) or finishes a
 * course. The person is told, with the reason where one is given.
 */
export async function changeStatus(db: Db, principal: Principal, id: number, target: AnmeldungStatusChange['status'], note?: string) {
  return db.tx(async (sql) => {
    const { booking, termin } = await lockBooking(sql, id);
    checkManagesBooking(principal, booking);
    refuseChangeOfArchived(booking.angebot_status);
    const from = booking.status;
    const invalid = () =>
      conflict(
        'ungueltiger_statuswechsel',
        `Von „${BOOKING_STATE_PHRASES[from]}“ nach „${BOOKING_STATE_PHRASES[target]}“ ist kein Wechsel möglich.`,
      );
    if (target === 'abgeschlossen') {
      if (!isFinishableState(bookingKindOf(booking.vtyp), from)) throw invalid();
    } else if (!termin) throw invalid();
    else if (target === 'zugelassen') {
      if (!isAdmittableState(from)) throw invalid();
      if (!admissionByHandPossible(termin, new Date()))
        throw conflict('termin_vorbei', 'Der Termin ist abgesagt oder schon zu Ende; es wird niemand mehr zugelassen.');
      if (termin.zugelassen >= termin.max_plaetze) throw conflict('ausgebucht', 'Es ist kein Platz mehr frei.');
      release(termin, from);
      termin.zugelassen++;
    } else {
      if (!isActiveBooking(from)) throw invalid();
      release(termin, from);
      // Set before moving up, so that a booking leaving the waiting list is not moved up itself.
      await setStatus(sql, id, target);
      await moveUp(sql, termin);
    }
    await setStatus(sql, id, target);
    if (termin) await saveCounters(sql, termin);
    if (from !== target) await notify(sql, booking.uid, id, booking.titel, target, reasonSentence(note));
    return loadAnmeldung(sql, id);
  });
}
