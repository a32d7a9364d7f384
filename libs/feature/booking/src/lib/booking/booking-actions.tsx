import { Text } from '@chakra-ui/react';
import type { AngebotDetail } from '@fobu/api-contract';
import { targetGroupsText, type CatalogueActions } from '@fobu/catalogue';
import { ROLE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
import type { ReactNode } from 'react';
import { BranchLink } from '../branch-link';
import { OnDemandActions } from '../on-demand/on-demand-actions';
import { BookDateButton } from './book-date-button';
import { EnrolButton } from './enrol-button';

/** The reader's active role when the offer is not meant for it; the back end refuses such bookings. */
function useRoleOutsideTargetGroups(offer: AngebotDetail) {
  const { role } = useRoleBranch();
  return role && !offer.zielgruppen.includes(role) ? role : undefined;
}

/** Booking controls only for a role among the offer's target groups. */
function ForTargetGroups({ offer, children }: { offer: AngebotDetail; children: ReactNode }) {
  return useRoleOutsideTargetGroups(offer) ? null : children;
}

/**
 * Says, before anyone tries, why an offer for other target groups has nothing to book. Not on an
 * on-demand offer: the school head requests that for the whole staff.
 */
function TargetGroupNotice({ offer }: { offer: AngebotDetail }) {
  const role = useRoleOutsideTargetGroups(offer);
  const severalRoles = useRoleBranch().user.roles.length > 1;
  if (!role || offer.vtyp === 'ABRUF') return null;
  return (
    <Note>
      <Text fontWeight="600">Mit Ihrer Rolle nicht buchbar</Text>
      <Text>
        Dieses Angebot richtet sich an: {targetGroupsText(offer.zielgruppen)}. Als „{ROLE_LABELS[role]}“ können Sie es nicht buchen.
        {severalRoles && (
          <>
            {' '}
            Gehört eine dieser Rollen zu Ihnen, wählen Sie sie unter <BranchLink screen="rollenwechsel">Rolle wechseln</BranchLink>.
          </>
        )}
      </Text>
    </Note>
  );
}

/**
 * What a booking user can do on an offer: book a date (or join its waiting list), or enrol in a
 * course, where the offer is meant for the user's role.
 */
export const bookingActions: CatalogueActions = {
  date: (offer, termin, open) => (
    <ForTargetGroups offer={offer}>
      <BookDateButton offer={offer} termin={termin} open={open} />
    </ForTargetGroups>
  ),
  course: (offer) => (
    <ForTargetGroups offer={offer}>
      <EnrolButton offer={offer} />
    </ForTargetGroups>
  ),
  onDemand: (offer) => <OnDemandActions offer={offer} />,
  notice: (offer) => <TargetGroupNotice offer={offer} />,
};
