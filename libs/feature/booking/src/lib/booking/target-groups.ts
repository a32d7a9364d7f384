import type { AngebotDetail } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';

/** The reader's active role when the offer is not meant for it; the back end refuses such bookings. */
export function useRoleOutsideTargetGroups(offer: AngebotDetail) {
  const { role } = useRoleBranch();
  return offer.zielgruppen.includes(role) ? undefined : role;
}
