import { BEGRUENDUNG_FEHLT, type AnmeldungStatusChange, type GenehmigungRequest } from '@fobu/api-contract';
import {
  admissionByHandPossible,
  BOOKING_MANAGING_ROLES,
  BOOKING_STATE_PHRASES,
  bookingKindOf,
  isActiveBooking,
  isAdmittableState,
  isFinishableState,
  managesBookings,
  placesStillGiven,
  type BookingState,
} from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { hasActive, type Principal } from '../../auth/principal';
import { conflict, forbidden, invalidInput, notFound } from '../../http/errors';
import { notify } from '../../notification/notify';
import { loadAnmeldung } from './booking-views';
import { refuseChangeOfArchived } from '../archive/archived-record';
import { bookingsAwaitingApproval } from '../participants/participant-queries';
import { lockBooking, type BookingRow } from './booking-queries';
import { saveCounters, setStatus, type LockedTermin } from './seat-queries';
import { allocate, moveUp, release } from './seats';
import { recordActor } from './booking-actor';

/*
 * Other people's bookings: the school head's approval, and the organiser's or the administration's
 * changes (docs/participants.md).
 */

/** May this principal manage the bookings of an offer led by `leitungUid` in `mandant`? */
export function canManage(principal: Principal, mandant: string, leitungUid: string, readOnly = false): boolean {
  if (principal.mandant !== mandant || principal.activeRole === null) return false;
  if (readOnly && hasActive(principal, 'qualitaetskontrolle')) return true;
  if (!managesBookings(principal.activeRole)) return false;
  // The organiser manages the bookings of their own offers, the administration those of every offer of its tenant.
  return !hasActive(principal, 'veranstaltungsleiter') || principal.uid === leitungUid;
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
 * Staff who cancel for a person, remove them or move them give a reason: the person reads it in
 * their notification and their booking's history keeps it (docs/people-and-settings.md).
 */
export function requireReason(note: string | undefined) {
  if (!note?.trim()) throw invalidInput([{ path: ['notiz'], message: BEGRUENDUNG_FEHLT }]);
}

/** `GET /api/v1/genehmigungen`: the bookings of the school head's staff that wait for approval. */
export async function awaitingApproval(db: Db, principal: Principal) {
  if (!hasActive(principal, 'schulleitung')) throw forbidden('Nur die Schulleitung sieht Genehmigungen.');
  return bookingsAwaitingApproval(db, principal);
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
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole }, { grund: begruendung || undefined });
    if (booking.status !== 'wartet_auf_genehmigung' || !termin)
      throw conflict('keine_genehmigung_offen', 'Diese Anmeldung wartet nicht auf eine Genehmigung.');
    if (decision === 'genehmigt' && !placesStillGiven(termin, new Date()))
      throw conflict('termin_vorbei', 'Der Termin ist abgesagt oder hat schon begonnen; die Anmeldung kann nicht mehr genehmigt werden.');
    const status: BookingState = decision === 'abgelehnt' ? 'nicht_zugelassen' : (allocate(termin) ?? 'nicht_zugelassen');
    await setStatus(sql, id, status);
    await saveCounters(sql, termin);
    const reason = decision === 'abgelehnt' ? `Begründung der Schulleitung: ${begruendung}` : undefined;
    await notify(sql, booking.uid, id, booking.titel, status, reason);
    return loadAnmeldung(sql, id);
  });
}

type StatusTarget = AnmeldungStatusChange['status'];

/**
 * Checks the change from the booking's state to `target` and counts the seats it frees or takes;
 * a booking that leaves its seat or place lets the waiting list move up.
 */
async function applyStatusChange(sql: Sql, id: number, booking: BookingRow, termin: LockedTermin | undefined, target: StatusTarget) {
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
}

/**
 * Organiser or administration changes a booking: admits it, removes it (`abgesagt`), cancels it
 * for the person (`storniert`: the cancellation deadline binds the participant only) or finishes a
 * course. The person is told, with the reason where one is given.
 */
export async function changeStatus(db: Db, principal: Principal, id: number, target: StatusTarget, note?: string) {
  return db.tx(async (sql) => {
    const { booking, termin } = await lockBooking(sql, id);
    checkManagesBooking(principal, booking);
    refuseChangeOfArchived(booking.angebot_status);
    if (target === 'storniert' || target === 'abgesagt') requireReason(note);
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole }, { grund: note });
    await applyStatusChange(sql, id, booking, termin, target);
    await setStatus(sql, id, target);
    if (termin) await saveCounters(sql, termin);
    if (booking.status !== target) await notify(sql, booking.uid, id, booking.titel, target, reasonSentence(note));
    return loadAnmeldung(sql, id);
  });
}
