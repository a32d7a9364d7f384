import { canSeeOffer, OFFER_STATES, type OfferActor, type OfferState } from '@fobu/domain';

/**
 * `canSeeOffer` of @fobu/domain as a condition on `angebote g`, for a staff member searching their
 * own tenant. It is derived from the rule itself, state by state, so the two cannot drift apart:
 * the states this person sees in any offer, and those they see only in offers they lead.
 */
export function staffOfferVisibility(actor: OfferActor): { anyOffer: OfferState[]; ownOffers: OfferState[] } {
  const sees = (status: OfferState, leitungUid: string) => canSeeOffer(actor, { mandant: actor.mandant, leitungUid, status });
  const anyOffer = OFFER_STATES.filter((status) => sees(status, `nicht-${actor.uid}`));
  const ownOffers = OFFER_STATES.filter((status) => !anyOffer.includes(status) && sees(status, actor.uid));
  return { anyOffer, ownOffers };
}

/** The WHERE clause: `$any` and `$own` are text[] parameters with the two lists, `$uid` the person. */
export const staffOfferVisibilitySql = (any: string, own: string, uid: string) =>
  `(g.status = ANY(${any}::text[]) OR (g.leitung_uid = ${uid} AND g.status = ANY(${own}::text[])))`;
