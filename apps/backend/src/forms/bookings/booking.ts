import type { AnmeldungRequest } from '@fobu/api-contract';
import { sha256 } from '../../auth/crypto';
import type { Db, Sql } from '@fobu/server-sql';
import { isBooking, type Principal } from '../../auth/principal';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { notify } from '../../notification/notify';
import { loadAnmeldung } from './booking-views';
import { PUBLISHED_OFFER_STATE } from '@fobu/domain';
import { bookDate, otherTargetGroup } from './book-date';
import { recordActor } from './booking-actor';
import { insertEnrolment, keyedBooking, offerToEnrol, type BookingExtra } from './booking-queries';

/*
 * Making a booking: a date (book-date.ts, one statement) or an enrolment in a self-learning course.
 * Changing one afterwards is own-bookings.ts (the participant) and booking-management.ts (the staff).
 */

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
  const extra = { bemerkung: request.bemerkung || undefined, idempotencyKey, requestHash };
  try {
    if ('vnr' in request) return (await earlier()) ?? (await db.tx((sql) => enrol(sql, principal, request.vnr, extra)));
    const booked = await bookDate(db, principal, request.terminId, extra);
    if (!booked) throw conflict('bereits_angemeldet', 'Sie sind bereits angemeldet.');
    return booked;
  } catch (error) {
    // A key sent before (the date's statement found it, `undefined` above), or the same request at
    // once: the other one booked first (PGlite runs them in turn, so this one found it "bereits
    // angemeldet"; on PostgreSQL it fails on the unique index instead).
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
  const row = await keyedBooking(db, uid, key);
  if (!row) return undefined;
  if (row.idempotenz_anfrage !== null && row.idempotenz_anfrage !== requestHash) {
    throw new HttpError(422, 'idempotency_key_reused', 'Dieser Idempotency-Key wurde schon für eine andere Anmeldung verwendet.');
  }
  return db.tx((sql) => loadAnmeldung(sql, row.id));
}

async function enrol(sql: Sql, principal: Principal, vnr: string, extra: BookingExtra) {
  const offer = await offerToEnrol(sql, vnr);
  if (!offer) throw notFound('Dieses Angebot gibt es nicht.');
  if (offer.mandant !== principal.mandant) throw forbidden('Dieses Angebot gehört zu einem anderen Mandanten.');
  if (offer.vtyp !== 'SLK') throw new HttpError(400, 'termin_erforderlich', 'Für dieses Angebot wählen Sie bitte einen Termin (terminId).');
  if (offer.status !== PUBLISHED_OFFER_STATE) throw conflict('nicht_buchbar', 'Dieser Kurs ist nicht buchbar.');
  if (!principal.activeRole || !offer.zielgruppen.includes(principal.activeRole)) throw otherTargetGroup(principal.activeRole);
  await recordActor(sql, { uid: principal.uid, role: principal.activeRole });
  const id = await insertEnrolment(sql, principal, vnr, extra);
  await notify(sql, principal.uid, id, offer.titel, 'eingeschrieben');
  return loadAnmeldung(sql, id);
}
