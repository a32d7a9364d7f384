import { OFFER_STAFF_ROLES, type OfferActor } from '@fobu/domain';
import { hasActive, offerActorOf, type Principal } from '../../auth/principal';

/**
 * The signed-in member of a tenant's offer staff (@fobu/domain's OFFER_STAFF_ROLES), as the offer
 * rules know them: they see more than the public (other states, every date of their tenant). Null
 * for anyone else, and with `mandant` for staff of another tenant.
 */
export function offerStaffOf(principal: Principal | null | undefined, mandant?: string): OfferActor | null {
  if (!principal || !hasActive(principal, ...OFFER_STAFF_ROLES)) return null;
  return mandant === undefined || principal.mandant === mandant ? offerActorOf(principal) : null;
}
