import { chakra } from '@chakra-ui/react';
import { useWorkgroupChange } from '@fobu/api-clients';
import { TerminAbsageSchema, type Treffen } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField } from '@fobu/content';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { sendForm } from '../send-form';
import { meetingWhen } from './meeting-text';

/** Cancels a meeting with the reason the invited read in their notice. */
export function CancelMeetingDialog({ gruppeId, treffen, onClose }: { gruppeId: number; treffen: Treffen; onClose: () => void }) {
  const change = useWorkgroupChange(useRoleBranch().user.uid, gruppeId);
  const [grund, setGrund] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const id = useId();
  const confirm = async () => {
    setRefusal(undefined);
    const found = checkRequest(TerminAbsageSchema, { grund })['grund'];
    setError(found);
    if (found) return document.getElementById(id)?.focus();
    const answer = await sendForm(
      () => change.mutateAsync({ kind: 'treffen-absagen', terminId: treffen.id, grund }),
      () => 'Das Treffen ist abgesagt; die Eingeladenen werden benachrichtigt.',
    );
    if (answer.kind === 'done') onClose();
    else if (answer.kind === 'fields') setError(answer.errors['grund']);
    else setRefusal(answer.message);
  };
  return (
    <ConfirmDialog
      title="Treffen absagen?"
      confirmLabel="Treffen absagen"
      cancelLabel="Nicht absagen"
      emphasis="cancel"
      busy={change.isPending}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <chakra.p mb="4">
        {meetingWhen(treffen)}
        {treffen.thema ? ` – ${treffen.thema}` : ''}. Alle Eingeladenen erhalten eine Nachricht mit dem Grund.
      </chakra.p>
      <FormField id={id} label="Grund der Absage" required error={error}>
        {(control) => (
          <chakra.textarea
            {...controlStyle}
            {...control}
            rows={3}
            maxLength={1000}
            value={grund}
            onChange={(event) => setGrund(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
