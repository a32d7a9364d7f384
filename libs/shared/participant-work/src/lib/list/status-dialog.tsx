import { Text } from '@chakra-ui/react';
import type { Teilnehmende } from '@fobu/api-contract';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useRef, useState } from 'react';
import { formalName } from '../person-names';
import { useParticipantAction } from '../use-participant-action';
import { missingReason, ReasonField, reasonOf } from './reason-field';

/**
 * What each change asks and says: removing a booking (the organiser's decision), cancelling it on
 * the person's behalf, or admitting them (the only one whose reason is optional).
 */
const CHANGES = {
  abgesagt: {
    title: (person: string) => `${person} entfernen?`,
    explain: 'Die Anmeldung wird abgesagt; ein frei werdender Platz geht an die Warteliste.',
    confirm: 'Entfernen',
    done: (person: string) => `${person} ist entfernt und wurde benachrichtigt.`,
  },
  storniert: {
    title: (person: string) => `Für ${person} stornieren?`,
    explain:
      'Etwa wenn die Person telefonisch oder per E-Mail abgesagt hat; die Stornofrist gilt hier nicht. Ein frei werdender Platz geht an die Warteliste.',
    confirm: 'Stornieren',
    done: (person: string) => `Die Anmeldung von ${person} ist storniert; die Person wurde benachrichtigt.`,
  },
  zugelassen: {
    title: (person: string) => `${person} zulassen?`,
    explain: 'Die Person erhält einen Platz, von der Warteliste oder ohne die ausstehende Genehmigung, sofern ein Platz frei ist.',
    confirm: 'Zulassen',
    done: (person: string) => `${person} ist zugelassen und wurde benachrichtigt.`,
  },
} as const;

/** Whose booking the dialog changes: a row of the participant list, or a booking on a person's page. */
export type BookingOfPerson = Pick<Teilnehmende, 'id' | 'salutation' | 'vorname' | 'name'>;
/** The changes `StatusDialog` asks for. */
type StatusChange = keyof typeof CHANGES;

/** Asks before removing a person or cancelling for them, with the reason they are told (docs/participants.md). */
export function StatusDialog({ person, status, onClose }: { person: BookingOfPerson; status: StatusChange; onClose: () => void }) {
  const action = useParticipantAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const meta = CHANGES[status];
  const optional = status === 'zugelassen';
  const name = formalName(person);
  const confirm = async () => {
    setError(undefined);
    const missing = optional ? undefined : missingReason(reason);
    setReasonError(missing);
    if (missing) {
      reasonField.current?.focus();
      return;
    }
    const refusal = await action.run({ kind: 'status', anmeldungId: person.id, status, notiz: reasonOf(reason) }, meta.done(name));
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={meta.title(name)}
      confirmLabel={meta.confirm}
      busy={action.busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Text mb="4">
        {meta.explain} {name} wird benachrichtigt.
      </Text>
      <ReasonField value={reason} onChange={setReason} error={reasonError} fieldRef={reasonField} optional={optional} />
    </ConfirmDialog>
  );
}
