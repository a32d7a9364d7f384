import { chakra, Text } from '@chakra-ui/react';
import { serviceErrorMessage, useErasureStep } from '@fobu/api-clients';
import { controlStyle, FormField } from '@fobu/content';
import { erasureConfirmerOf, ROLE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useRef, useState } from 'react';

const ASKED_MISSING = 'Bitte geben Sie an, wer die Löschung verlangt hat und wie.';

/** Files an erasure request: who asked for it (required) and a note; a second person confirms it later. */
export function ErasureRequestDialog({ person, name, onClose }: { person: string; name: string; onClose: (filed: boolean) => void }) {
  const { user, role } = useRoleBranch();
  const step = useErasureStep(user.uid, person);
  const [asked, setAsked] = useState('');
  const [note, setNote] = useState('');
  const [askedError, setAskedError] = useState<string>();
  const askedField = useRef<HTMLInputElement>(null);
  const ids = { asked: useId(), note: useId() };
  const confirmer = erasureConfirmerOf(role);
  const file = () => {
    if (!asked.trim()) {
      setAskedError(ASKED_MISSING);
      askedField.current?.focus();
      return;
    }
    setAskedError(undefined);
    step.mutate({ step: 'beantragen', input: { angefragtVon: asked.trim(), notiz: note.trim() } }, { onSuccess: () => onClose(true) });
  };
  return (
    <ConfirmDialog
      title={`Löschung der Daten von ${name} beantragen?`}
      confirmLabel="Löschung beantragen"
      busy={step.isPending}
      error={serviceErrorMessage(step.error, 'Der Antrag konnte nicht gestellt werden. Bitte versuchen Sie es erneut.')}
      onConfirm={file}
      onCancel={() => onClose(false)}
    >
      <Text mb="4">
        Noch wird nichts gelöscht: {confirmer ? `Eine zweite Person aus der ${ROLE_LABELS[confirmer]}` : 'Eine zweite Person'} muss den
        Antrag bestätigen. Bis dahin können Sie ihn zurückziehen.
      </Text>
      <FormField
        id={ids.asked}
        label="Wer hat die Löschung verlangt, und wie?"
        required
        error={askedError}
        hint="Zum Beispiel „Die Person selbst, E-Mail vom 3. März“; höchstens 200 Zeichen."
      >
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            ref={askedField}
            maxLength={200}
            value={asked}
            onChange={(event) => setAsked(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={ids.note} label="Notiz" hint="Etwa ein Aktenzeichen; höchstens 1000 Zeichen.">
        {(control) => (
          <chakra.textarea
            {...controlStyle}
            {...control}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
