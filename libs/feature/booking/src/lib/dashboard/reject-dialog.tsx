import { Box, chakra, Text } from '@chakra-ui/react';
import type { Teilnehmende } from '@fobu/api-contract';
import { serviceErrorMessage, useDecideApproval } from '@fobu/api-clients';
import { notify, TextArea } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { useRoleBranch } from '@fobu/routing';

/** Refusing a staff member's booking needs a reason: the teacher is told it with the decision. */
export function RejectDialog({ booking, onClose }: { booking: Teilnehmende; onClose: () => void }) {
  const decide = useDecideApproval(useRoleBranch().user.uid);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const serviceError = serviceErrorMessage(decide.error, 'Die Ablehnung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  const person = `${booking.vorname} ${booking.name}`;
  const reject = () => {
    if (reason.trim().length < 3) {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    decide.mutate(
      { id: booking.id, decision: { entscheidung: 'abgelehnt', begruendung: reason.trim() } },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Anmeldung abgelehnt', description: `${person}: ${booking.titel}` });
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title="Anmeldung ablehnen?"
      confirmLabel="Ablehnen"
      busy={decide.isPending}
      error={serviceError}
      onConfirm={reject}
      onCancel={onClose}
    >
      <Text mb="4">
        {person} möchte an „{booking.titel}“ teilnehmen. Wenn Sie ablehnen, wird die Anmeldung nicht zugelassen.
      </Text>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="600" mb="1">
        Begründung
      </chakra.label>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="2">
        Wird {person} mit der Entscheidung mitgeteilt.
      </Text>
      <TextArea
        id={fieldId}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim().length >= 3) setMissing(false);
        }}
        maxLength={500}
        rows={3}
        required
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
      />
      {missing && (
        <Box id={errorId} role="alert" color="fg.error" fontSize="sm" mt="1">
          Bitte begründen Sie die Ablehnung.
        </Box>
      )}
    </ConfirmDialog>
  );
}
