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

/**
 * The offers `g` a staff search runs over: the person's tenant; the states asked for, or without
 * any the current ones (the archive has a search of its own, and only its roles see it, however it
 * is asked for: one rule, in @fobu/domain's screens); of those what the person may see, as
 * `staffOfferVisibility` splits it; with `onlyOwn` only the offers they lead, where they see the
 * states of both lists. The states are written out, so that an index on the state serves.
 */
export function addStaffOfferScope(s: SearchSql, actor: OfferActor, states?: readonly OfferState[], onlyOwn = false): void {
  if (states?.includes('archiviert') && !roleHasScreen(actor.role, 'archivsuche')) throw forbidden(ARCHIVE_ONLY);
  const asked = states?.length ? states : CURRENT_OFFER_STATES;
  const visible = staffOfferVisibility(actor);
  const any = asked.filter((state) => visible.anyOffer.includes(state));
  const own = asked.filter((state) => visible.ownOffers.includes(state));
  // One state as an equality: a generic plan then reads an index on the state in its order.
  const inStates = (list: readonly OfferState[]) =>
    list.length === 1 ? `g.status = ${s.param(list[0])}` : `g.status = ANY(${s.param(list)}::text[])`;
  const leads = () => `g.leitung_uid = ${s.param(actor.uid)}`;
  s.add('g.mandant = ?', actor.mandant);
  if (onlyOwn) {
    const seen = [...any, ...own];
    s.where.push(seen.length > 0 ? `${leads()} AND ${inStates(seen)}` : 'false');
    return;
  }
  const seen = [...(any.length > 0 ? [inStates(any)] : []), ...(own.length > 0 ? [`(${leads()} AND ${inStates(own)})`] : [])];
  s.where.push(seen.length > 0 ? `(${seen.join(' OR ')})` : 'false');
}
