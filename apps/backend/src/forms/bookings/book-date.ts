import { ROLE_LABELS, type Role } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { anmeldungView } from './booking-views';
import { bookDateStatement, REPEATED_OUTCOME } from './book-date-queries';
import type { BookingExtra } from './booking-queries';

/*
 * Booking a date: the statement (book-date-queries.ts) decides, and this answers its refusals.
 */

/** Refuses a booking for a role the offer is not meant for, naming that role. */
export function otherTargetGroup(role: Role | null): HttpError {
  return new HttpError(
    403,
    'andere_zielgruppe',
    `Dieses Angebot richtet sich an andere Zielgruppen als „${role ? ROLE_LABELS[role] : 'Ihre Rolle'}“. Haben Sie eine weitere Rolle, können Sie nach einem Rollenwechsel buchen.`,
  );
}

const REFUSALS: Record<string, (principal: Principal) => HttpError> = {
  // A workgroup's meeting is booked by accepting its invitation; to the public booking it does not exist.
  geschlossen: () => notFound('Diesen Termin gibt es nicht.'),
  fremder_mandant: () => forbidden('Dieser Termin gehört zu einem anderen Mandanten.'),
  fremde_schule: () => forbidden('Dieser Termin ist einer anderen Schule vorbehalten.'),
  andere_zielgruppe: (principal) => otherTargetGroup(principal.activeRole),
  nicht_buchbar: () => conflict('nicht_buchbar', 'Dieser Termin kann nicht gebucht werden.'),
  anmeldung_noch_nicht_offen: () => conflict('anmeldung_noch_nicht_offen', 'Die Anmeldung ist noch nicht geöffnet.'),
  anmeldeschluss: () => conflict('anmeldeschluss', 'Der Anmeldeschluss ist vorbei.'),
  bereits_angemeldet: () => conflict('bereits_angemeldet', 'Sie sind für diesen Termin bereits angemeldet.'),
  ausgebucht: () => conflict('ausgebucht', 'Der Termin ist ausgebucht, und die Warteliste ist voll.'),
};

/**
 * Books a date (TERMIN, ABRUF) for a person with a booking role: a seat, the waiting list, or waiting
 * for approval. Answers `undefined` when the person has sent this idempotency key before: the
 * statement looks for the key itself, so that a first request, nearly every one, costs no round trip for it.
 */
export async function bookDate(db: Db, principal: Principal, terminId: number, extra: BookingExtra = {}) {
  const booker = { uid: principal.uid, mandant: principal.mandant, dstnr: principal.dstnr, role: principal.activeRole };
  const row = await bookDateStatement(db, booker, terminId, extra);
  if (!row) throw notFound('Diesen Termin gibt es nicht.');
  if (row.outcome === REPEATED_OUTCOME) return undefined;
  const refusal = REFUSALS[row.outcome];
  if (refusal) throw refusal(principal);
  return anmeldungView(row);
}
