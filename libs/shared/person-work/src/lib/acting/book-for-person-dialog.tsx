import { Text } from '@chakra-ui/react';
import { useBookForPerson } from '@fobu/api-clients';
import type { PersonAkte } from '@fobu/api-contract';
import { BOOKING_STATE_PHRASES } from '@fobu/domain';
import { missingReason, ReasonField, reasonOf, sendForOutcome } from '@fobu/participant-work';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useRef, useState } from 'react';
import { DateChoice } from './date-choice';

const NO_DATE = 'Bitte wählen Sie den Termin.';

/**
 * „Für die Person anmelden“: a date of the tenant and the reason the person is told; the back end
 * books as if the person booked themself (seats, waiting list, approval), only the booking window
 * does not bind the clerk (docs/people-and-settings.md).
 */
export function BookForPersonDialog({ person, onClose }: { person: PersonAkte; onClose: () => void }) {
  const { user } = useRoleBranch();
  const mutation = useBookForPerson(user.uid);
  const [terminId, setTerminId] = useState<number>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const dateChoice = useRef<HTMLDivElement>(null);
  const name = `${person.vorname} ${person.name}`;
  const confirm = async () => {
    setError(terminId === undefined ? NO_DATE : undefined);
    if (terminId === undefined) {
      const box = dateChoice.current;
      (box?.querySelector<HTMLInputElement>('input[type=radio]') ?? box?.querySelector('input'))?.focus();
      return;
    }
    setReasonError(missingReason(reason));
    const grund = reasonOf(reason);
    if (!grund) {
      reasonField.current?.focus();
      return;
    }
    const refusal = await sendForOutcome(
      () => mutation.mutateAsync({ uid: person.uid, terminId, grund }),
      (booking) => `${name} ist angemeldet (${BOOKING_STATE_PHRASES[booking.status]}) und wurde benachrichtigt.`,
    );
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={`${name} anmelden`}
      confirmLabel="Anmelden"
      busy={mutation.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Text mb="4">
        Die Anmeldung gilt wie eine eigene der Person: freie Plätze, Warteliste und Genehmigung der Schulleitung wie sonst; nur die
        Anmeldefrist gilt für Sie nicht. {name} wird benachrichtigt.
      </Text>
      <DateChoice chosen={terminId} onChoose={setTerminId} error={error === NO_DATE ? error : undefined} listRef={dateChoice} />
      <ReasonField value={reason} onChange={setReason} error={reasonError} fieldRef={reasonField} />
    </ConfirmDialog>
  );
}
