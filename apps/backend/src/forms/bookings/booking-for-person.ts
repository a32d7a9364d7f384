import type { AnmeldungFuerPersonRequest } from '@fobu/api-contract';
import { isBookingRole, isRole, personScopeOf } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { anmeldungView } from './booking-views';
import { bookDateStatement } from './book-date-queries';
import { otherTargetGroup } from './book-date';

/*
 * The administration books a date for a person (docs/people-and-settings.md, "Bookings' history and
 * acting for a person"): the person's own booking statement with the person's school and role, so
 * that seats, the waiting list and the school head's approval work as when they book themselves;
 * only the booking window does not bind the clerk. The history names the clerk and the reason.
 */

const REFUSALS: Record<string, () => HttpError> = {
  geschlossen: () => notFound('Diesen Termin gibt es nicht.'),
  fremder_mandant: () => notFound('Diesen Termin gibt es nicht.'),
  fremde_schule: () => conflict('fremde_schule', 'Dieser Termin ist einer anderen Schule als der der Person vorbehalten.'),
  nicht_buchbar: () => conflict('nicht_buchbar', 'Dieser Termin kann nicht gebucht werden.'),
  termin_begonnen: () => conflict('termin_begonnen', 'Der Termin hat schon begonnen; er wird nicht mehr gebucht.'),
  bereits_angemeldet: () => conflict('bereits_angemeldet', 'Die Person ist für diesen Termin bereits angemeldet.'),
  ausgebucht: () => conflict('ausgebucht', 'Der Termin ist ausgebucht, und die Warteliste ist voll.'),
};

/** The person of the tenant with the role they book in: their active role if it books, else their first booking role. */
async function personToBook(db: Db, mandant: string, uid: string) {
  const [person] = await db.query<{ uid: string; dstnr: string; active_role: string | null; roles: string[] }>(
    `SELECT u.uid, u.dstnr, u.active_role,
            array(SELECT r.role FROM user_roles r WHERE r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 ORDER BY r.position) AS roles
       FROM users u WHERE u.uid = $1 AND $2 = ANY(u.mandanten)`,
    [uid, mandant],
  );
  if (!person) return undefined;
  const bookingRoles = [person.active_role, ...person.roles].filter((role) => role !== null && isRole(role) && isBookingRole(role));
  return { ...person, role: bookingRoles[0] ?? null };
}

/** `POST /api/v1/anmeldungen/fuer-person`. */
export async function bookForPerson(db: Db, principal: Principal, { uid, terminId, grund }: AnmeldungFuerPersonRequest) {
  // Who may look up every person of the tenant (verwaltung, administrator) may book for them.
  if (!principal.activeRole || personScopeOf(principal.activeRole) !== 'alle')
    throw forbidden('Für andere Personen buchen nur die Verwaltung und die Administration.');
  const person = await personToBook(db, principal.mandant, uid);
  if (!person) throw notFound('Diese Person gibt es nicht.');
  if (!person.role) throw conflict('keine_buchende_rolle', 'Diese Person hat keine Rolle, mit der sie Fortbildungen bucht.');
  const booker = { uid: person.uid, mandant: principal.mandant, dstnr: person.dstnr, role: person.role };
  const row = await bookDateStatement(db, booker, terminId, {}, { actor: { uid: principal.uid, role: principal.activeRole }, grund });
  if (!row) throw notFound('Diesen Termin gibt es nicht.');
  if (row.outcome === 'andere_zielgruppe') throw otherTargetGroup(person.role);
  const refusal = REFUSALS[row.outcome];
  if (refusal) throw refusal();
  return anmeldungView(row);
}
