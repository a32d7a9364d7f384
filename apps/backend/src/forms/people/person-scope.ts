import { personScopeOf, type OfferActor, type PersonScope } from '@fobu/domain';
import { forbidden } from '../../http/errors';

/*
 * Whom a staff member may look up (docs/people-and-settings.md, "Who may do what"), as SQL over
 * fixed parameters: `$1` the tenant, `$2` the organiser's uid where the scope is their own people
 * (`eigene`), null where it is every person of the tenant (`alle`). Every statement of the persons'
 * search and page takes these two first, so that the scope is one rule in one place.
 */

/** The tenant and, for `eigene`, the organiser whose people these are. */
export interface PersonLookup {
  readonly mandant: string;
  readonly organiser: string | null;
  readonly scope: PersonScope;
}

/** The asker's lookup, or 403 for a role that looks up nobody (quality control, controlling, the booking roles). */
export function personLookupOf(actor: OfferActor): PersonLookup {
  const scope = personScopeOf(actor.role);
  if (!scope) throw forbidden('Personen schlagen die Verwaltung, die Administration und die Veranstaltungsleitung nach.');
  return { mandant: actor.mandant, organiser: scope === 'eigene' ? actor.uid : null, scope };
}

/** The first two parameters of every statement here. */
export const lookupParams = (lookup: PersonLookup): unknown[] => [lookup.mandant, lookup.organiser];

/** SQL: the offer `g` is the organiser `$2`'s: they lead it, or it is the meetings' row of a group they lead. */
const OWN_OFFER_SQL = `(g.leitung_uid = $2 OR EXISTS (SELECT 1 FROM arbeitsgruppen w JOIN arbeitsgruppe_leitung l ON l.gruppe_id = w.id
                                                        WHERE w.vnr = g.vnr AND l.uid = $2))`;

/** SQL: the booking `a` of the offer `g` is of the tenant and, for an organiser, of their own offers. */
export const VISIBLE_BOOKING_SQL = `(g.mandant = $1 AND ($2::text IS NULL OR ${OWN_OFFER_SQL}))`;

/** SQL: the group membership `m` of the group `w` is of the tenant and, for an organiser, of a group they lead. */
export const VISIBLE_MEMBERSHIP_SQL = `(w.mandant = $1 AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM arbeitsgruppe_leitung l
                                                                                      WHERE l.gruppe_id = w.id AND l.uid = $2)))`;

/**
 * SQL: the person `u` is in the asker's scope: of the tenant, and for an organiser booked (in any
 * state) on one of their offers or a member of one of their groups.
 */
export const PERSON_IN_SCOPE_SQL = `($1 = ANY(u.mandanten) AND ($2::text IS NULL
  OR EXISTS (SELECT 1 FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.uid = u.uid AND ${VISIBLE_BOOKING_SQL})
  OR EXISTS (SELECT 1 FROM arbeitsgruppe_mitglieder m JOIN arbeitsgruppen w ON w.id = m.gruppe_id WHERE m.uid = u.uid AND ${VISIBLE_MEMBERSHIP_SQL})))`;
