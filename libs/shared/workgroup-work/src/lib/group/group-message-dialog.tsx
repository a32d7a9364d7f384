import { chakra } from '@chakra-ui/react';
import { useWorkgroupChange } from '@fobu/api-clients';
import { GruppenNachrichtSchema } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { formatGermanNumber } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { sendForm } from '../send-form';

const FIELD_ORDER = ['betreff', 'text'] as const;

/** A message to every member of the group, in the portal and by e-mail; the toast says to how many it went. */
export function GroupMessageDialog({ gruppeId, onClose }: { gruppeId: number; onClose: () => void }) {
  const change = useWorkgroupChange(useRoleBranch().user.uid, gruppeId);
  const [nachricht, setNachricht] = useState({ betreff: '', text: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const prefix = useId();
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };
  const confirm = async () => {
    setRefusal(undefined);
    const found = checkRequest(GruppenNachrichtSchema, nachricht);
    if (Object.keys(found).length > 0) return showErrors(found);
    const answer = await sendForm(
      () => change.mutateAsync({ kind: 'nachricht', nachricht }),
      ({ empfaenger = 0 }) =>
        `Die Nachricht ging an ${empfaenger === 1 ? 'ein Mitglied' : `${formatGermanNumber(empfaenger)} Mitglieder`}.`,
    );
    if (answer.kind === 'done') onClose();
    else if (answer.kind === 'fields') showErrors(answer.errors);
    else setRefusal(answer.message);
  };
  return (
    <ConfirmDialog
      title="Nachricht an alle Mitglieder"
      confirmLabel="Nachricht senden"
      busy={change.isPending}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <FormField id={`${prefix}-betreff`} label="Betreff" required error={errors['betreff']}>
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            maxLength={200}
            value={nachricht.betreff}
            onChange={(event) => setNachricht({ ...nachricht, betreff: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-text`}
        label="Nachricht"
        required
        error={errors['text']}
        hint="Die Mitglieder erhalten sie als Benachrichtigung und per E-Mail."
      >
        {(control) => (
          <chakra.textarea
            {...controlStyle}
            {...control}
            rows={6}
            maxLength={5000}
            value={nachricht.text}
            onChange={(event) => setNachricht({ ...nachricht, text: event.target.value })}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
