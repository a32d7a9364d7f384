import { Text } from '@chakra-ui/react';
import type { AngebotDetail } from '@fobu/api-contract';
import { targetGroupsText, type CatalogueActions } from '@fobu/catalogue';
import { ROLE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { Note } from '@fobu/ui';
import { BranchLink } from '../branch-link';
import { OnDemandActions } from '../on-demand/on-demand-actions';
import { BookDateButton } from './book-date-button';
import { EnrolButton } from './enrol-button';
import { useRoleOutsideTargetGroups } from './target-groups';

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
 * course, where the offer is meant for the user's role; what they already hold shows whatever the role.
 */
export const bookingActions: CatalogueActions = {
  date: (offer, termin, open) => <BookDateButton offer={offer} termin={termin} open={open} />,
  course: (offer) => <EnrolButton offer={offer} />,
  onDemand: (offer) => <OnDemandActions offer={offer} />,
  notice: (offer) => <TargetGroupNotice offer={offer} />,
};
