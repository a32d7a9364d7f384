import { canSeeOffer, CURRENT_OFFER_STATES, OFFER_STATES, roleHasScreen, type OfferActor, type OfferState } from '@fobu/domain';
import { forbidden } from '../../http/errors';
import type { SearchSql } from '../search/search-sql';

/**
 * `canSeeOffer` of @fobu/domain as a condition on `angebote g`, for a staff member searching their
 * own tenant. It is derived from the rule itself, state by state, so the two cannot drift apart:
 * the states this person sees in any offer, and those they see only in offers they lead.
 */
function staffOfferVisibility(actor: OfferActor): { anyOffer: OfferState[]; ownOffers: OfferState[] } {
  const sees = (status: OfferState, leitungUid: string) => canSeeOffer(actor, { mandant: actor.mandant, leitungUid, status });
  const anyOffer = OFFER_STATES.filter((status) => sees(status, `nicht-${actor.uid}`));
  const ownOffers = OFFER_STATES.filter((status) => !anyOffer.includes(status) && sees(status, actor.uid));
  return { anyOffer, ownOffers };
}

export const ARCHIVE_ONLY = 'Die Archivsuche ist der Administration vorbehalten.';

/** The states asked for are the archive alone: its search may use the archived offers' own indexes (`addCatalogueFilters`). */
export const asksArchiveOnly = (states?: readonly OfferState[]): boolean =>
  !!states?.length && states.every((state) => state === 'archiviert');

/**
 * The offers `g` a staff search runs over: the person's tenant; the states asked for, or without
 * any the current ones (the archive has a search of its own, and only its roles see it, however it
 * is asked for: one rule, in @fobu/domain's screens); of those what the person may see, as
 * `staffOfferVisibility` splits it; with `onlyOwn` only the offers they lead, where they see the
 * states of both lists. The states are written out, so that an index on the state serves.
 *
 * Returns, where the scope is whole states of the tenant (none limited to the offers the person
 * leads), the number of its offers as a scalar subquery over the counts kept per tenant and state
 * (`angebotszahlen`, migration 039): the exact total of a search that adds no other condition, read
 * from a few rows instead of counting every offer.
 */
export function addStaffOfferScope(s: SearchSql, actor: OfferActor, states?: readonly OfferState[], onlyOwn = false): string | undefined {
  if (states?.includes('archiviert') && !roleHasScreen(actor.role, 'archivsuche')) throw forbidden(ARCHIVE_ONLY);
  const asked = states?.length ? states : CURRENT_OFFER_STATES;
  const visible = staffOfferVisibility(actor);
  const any = asked.filter((state) => visible.anyOffer.includes(state));
  const own = asked.filter((state) => visible.ownOffers.includes(state));
  // One state as an equality: a generic plan then reads an index on the state in its order. The
  // condition on a state column, its parameter added once (the count below reuses it).
  const inStates = (list: readonly OfferState[]) => {
    const placeholder = s.param(list.length === 1 ? list[0] : list);
    return (column: string) => (list.length === 1 ? `${column} = ${placeholder}` : `${column} = ANY(${placeholder}::text[])`);
  };
  const leads = () => `g.leitung_uid = ${s.param(actor.uid)}`;
  const tenant = s.param(actor.mandant);
  s.where.push(`g.mandant = ${tenant}`);
  if (onlyOwn) {
    const seen = [...any, ...own];
    s.where.push(seen.length > 0 ? `${leads()} AND ${inStates(seen)('g.status')}` : 'false');
    return undefined;
  }
  const anyIn = any.length > 0 ? inStates(any) : undefined;
  const seen = [...(anyIn ? [anyIn('g.status')] : []), ...(own.length > 0 ? [`(${leads()} AND ${inStates(own)('g.status')})`] : [])];
  s.where.push(seen.length > 0 ? `(${seen.join(' OR ')})` : 'false');
  if (!anyIn || own.length > 0) return undefined;
  return `(SELECT coalesce(sum(z.anzahl), 0)::int FROM angebotszahlen z WHERE z.mandant = ${tenant} AND ${anyIn('z.status')})`;
}
