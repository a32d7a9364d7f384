import { Button, Stack, Text } from '@chakra-ui/react';
import { useBook, serviceErrorMessage } from '@fobu/api-clients';
import type { AngebotDetail } from '@fobu/api-contract';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useState } from 'react';
import { PlatformLink } from '../platform-link';
import { OwnBookingState } from './own-booking-state';
import { useRoleOutsideTargetGroups } from './target-groups';
import { useHeldBooking } from './use-held-booking';
import { useRoleBranch } from '@fobu/routing';

/**
 * Enrolling in a self-learning course: asked once, then the platform link at once. A reader already
 * enrolled sees their enrolment and the platform link instead.
 */
export function EnrolButton({ offer }: { offer: AngebotDetail }) {
  const [open, setOpen] = useState(false);
  const book = useBook(useRoleBranch().user.uid);
  const held = useHeldBooking(offer.vnr, null);
  const forOtherRoles = useRoleOutsideTargetGroups(offer) !== undefined;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const error = serviceErrorMessage(book.error, 'Die Einschreibung ist nicht angekommen. Bitte versuchen Sie es erneut.');
  const enrolment = book.data ?? held;
  return (
    <>
      {enrolment ? (
        <Stack gap="3" align="start">
          <OwnBookingState booking={enrolment} />
          {enrolment.plattformLink && <PlatformLink href={enrolment.plattformLink} />}
        </Stack>
      ) : (
        held === null &&
        !forOtherRoles && (
          <Button colorPalette="brand" size="sm" minH="44px" onClick={() => setOpen(true)}>
            Einschreiben
          </Button>
        )
      )}
      {open && !enrolment && (
        <ConfirmDialog
          title="In den Kurs einschreiben?"
          confirmLabel="Einschreiben"
          busy={book.isPending}
          error={error}
          onConfirm={() => book.mutate({ request: { vnr: offer.vnr }, idempotencyKey })}
          onCancel={() => setOpen(false)}
        >
          <Text>„{offer.titel}“ – danach erhalten Sie sofort den Zugang zur Lernplattform.</Text>
        </ConfirmDialog>
      )}
      {book.data && (
        <Text role="status" mt="2">
          Sie sind eingeschrieben. Der Kurs steht auch unter „Meine Fortbildungen“.
        </Text>
      )}
    </>
  );
}
