import { Box, Button, Text } from '@chakra-ui/react';
import { useBook, useServiceErrorMessage } from '@fobu/api-clients';
import type { AngebotDetail } from '@fobu/api-contract';
import { targetGroupsText, type CatalogueActions } from '@fobu/catalogue';
import { ROLE_LABELS } from '@fobu/domain';
import { useBranch, usePortalContext } from '@fobu/routing';
import { Note } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useState, type ReactNode } from 'react';
import { BranchLink } from '../branch-link';
import { OnDemandActions } from '../on-demand/on-demand-actions';
import { BookDateButton } from './book-date-button';

/** Enrolling in a self-learning course: asked once, then the platform link at once. */
function EnrolButton({ offer }: { offer: AngebotDetail }) {
  const [open, setOpen] = useState(false);
  const book = useBook();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const error = useServiceErrorMessage(
    book.error,
    'Die Einschreibung ist nicht angekommen. Bitte versuchen Sie es erneut.',
  );
  const link = book.data?.plattformLink;
  return (
    <>
      {link ? (
        <Button asChild colorPalette="brand" size="sm" minH="44px">
          <a href={link} target="_blank" rel="noopener noreferrer">
            Zur Lernplattform
            <Box as="span" srOnly>
              {' '}
              (öffnet in einem neuen Fenster)
            </Box>
          </a>
        </Button>
      ) : (
        <Button
          colorPalette="brand"
          size="sm"
          minH="44px"
          onClick={() => setOpen(true)}
        >
          Einschreiben
        </Button>
      )}
      {open && !link && (
        <ConfirmDialog
          title="In den Kurs einschreiben?"
          confirmLabel="Einschreiben"
          busy={book.isPending}
          error={error}
          onConfirm={() =>
            book.mutate({ request: { vnr: offer.vnr }, idempotencyKey })
          }
          onCancel={() => setOpen(false)}
        >
          <Text>
            „{offer.titel}“ – danach erhalten Sie sofort den Zugang zur
            Lernplattform.
          </Text>
        </ConfirmDialog>
      )}
      {link && (
        <Text role="status" mt="2">
          Sie sind eingeschrieben. Der Kurs steht auch unter „Meine
          Fortbildungen“.
        </Text>
      )}
    </>
  );
}

/** The reader's active role when the offer is not meant for it; the back end refuses such bookings. */
function useRoleOutsideTargetGroups(offer: AngebotDetail) {
  const { role } = useBranch();
  return role && !offer.zielgruppen.includes(role) ? role : undefined;
}

/** Booking controls only for a role among the offer's target groups. */
function ForTargetGroups({
  offer,
  children,
}: {
  offer: AngebotDetail;
  children: ReactNode;
}) {
  return useRoleOutsideTargetGroups(offer) ? null : children;
}

/**
 * Says, before anyone tries, why an offer for other target groups has nothing to book. Not on an
 * on-demand offer: the school head requests that for the whole staff.
 */
function TargetGroupNotice({ offer }: { offer: AngebotDetail }) {
  const role = useRoleOutsideTargetGroups(offer);
  const severalRoles =
    (usePortalContext().auth.currentUser()?.roles.length ?? 0) > 1;
  if (!role || offer.vtyp === 'ABRUF') return null;
  return (
    <Note>
      <Text fontWeight="600">Mit Ihrer Rolle nicht buchbar</Text>
      <Text>
        Dieses Angebot richtet sich an: {targetGroupsText(offer.zielgruppen)}.
        Als „{ROLE_LABELS[role]}“ können Sie es nicht buchen.
        {severalRoles && (
          <>
            {' '}
            Gehört eine dieser Rollen zu Ihnen, wählen Sie sie unter{' '}
            <BranchLink screen="rollenwechsel">Rolle wechseln</BranchLink>.
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
