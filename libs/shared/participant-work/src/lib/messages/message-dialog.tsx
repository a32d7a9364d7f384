import { Box, chakra, Text } from '@chakra-ui/react';
import { useSendParticipantMessage } from '@fobu/api-clients';
import { NachrichtRequestSchema, type NachrichtAntwort, type Teilnehmende } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { formatGermanNumber, holdsSeat } from '@fobu/domain';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useRef, useState } from 'react';
import { sendForOutcome } from '../use-participant-action';

/** Who gets a message: the rows selected, or a group by state (pretix users ask for "only those who attended"). */
export type Recipients = 'auswahl' | 'zugelassen' | 'warteliste' | 'teilgenommen';

const GROUPS: readonly { value: Exclude<Recipients, 'auswahl'>; label: string; takes: (person: Teilnehmende) => boolean }[] = [
  { value: 'zugelassen', label: 'Alle Zugelassenen', takes: (person) => holdsSeat(person.status) },
  { value: 'warteliste', label: 'Warteliste', takes: (person) => person.status === 'warteliste' },
  { value: 'teilgenommen', label: 'Alle, die teilgenommen haben', takes: (person) => person.status === 'teilgenommen' },
];

const people = (count: number) => (count === 1 ? '1 Person' : `${formatGermanNumber(count)} Personen`);

/** „Nachricht an 12 Personen gesendet, 9 davon auch per E-Mail.“ */
const sentText = ({ benachrichtigt, emails }: NachrichtAntwort) =>
  `Nachricht an ${people(benachrichtigt)} gesendet, ${emails === 0 ? 'keine davon per E-Mail' : `${formatGermanNumber(emails)} davon auch per E-Mail`}.`;

/** The fields in the order the dialog shows them: the first wrong one gets the focus. */
const FIELD_ORDER = ['anmeldungIds', 'betreff', 'text'] as const;

/**
 * A message to participants of a date: to the selection or a state group, with subject and text,
 * checked with the contract's own messages before it is sent; the result says how many got it.
 */
export function MessageDialog({
  terminId,
  people: everyone,
  selectedIds,
  initial,
  onClose,
}: {
  terminId: number;
  people: readonly Teilnehmende[];
  selectedIds: readonly number[];
  initial: Recipients;
  onClose: () => void;
}) {
  const send = useSendParticipantMessage(terminId);
  const [recipients, setRecipients] = useState<Recipients>(initial);
  const [betreff, setBetreff] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const prefix = useId();
  const recipientList = useRef<HTMLFieldSetElement>(null);
  const choices = [
    ...(selectedIds.length > 0 ? [{ value: 'auswahl' as const, label: 'Ausgewählte Personen', ids: selectedIds }] : []),
    ...GROUPS.map((group) => ({ ...group, ids: everyone.filter(group.takes).map((person) => person.id) })),
  ];
  const anmeldungIds = choices.find((choice) => choice.value === recipients)?.ids ?? [];
  const fieldId = (field: (typeof FIELD_ORDER)[number]) => `${prefix}-${field}`;
  const confirm = async () => {
    const request = { betreff, text, anmeldungIds: [...anmeldungIds] };
    const found = checkRequest(NachrichtRequestSchema, request);
    setErrors(found);
    setRefusal(undefined);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first === 'anmeldungIds') return recipientList.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    if (first) return document.getElementById(fieldId(first))?.focus();
    const failed = await sendForOutcome(() => send.mutateAsync(request), sentText);
    if (failed) setRefusal(failed);
    else onClose();
  };
  return (
    <ConfirmDialog
      title="Nachricht schreiben"
      confirmLabel="Nachricht senden"
      busy={send.isPending}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <chakra.fieldset
        ref={recipientList}
        border="0"
        p="0"
        m="0"
        mb="5"
        minW="0"
        aria-describedby={errors['anmeldungIds'] ? fieldId('anmeldungIds') : undefined}
      >
        <chakra.legend fontWeight="600" mb="1">
          Empfängerinnen und Empfänger
        </chakra.legend>
        {errors['anmeldungIds'] && (
          <Text id={fieldId('anmeldungIds')} color="fg.error" fontWeight="600" mb="1">
            Fehler: {errors['anmeldungIds']}
          </Text>
        )}
        {choices.map((choice) => (
          <Box as="label" key={choice.value} display="flex" gap="3" alignItems="center" minH="44px" cursor="pointer">
            <chakra.input
              type="radio"
              name={`${prefix}-empfaenger`}
              value={choice.value}
              checked={recipients === choice.value}
              onChange={() => setRecipients(choice.value)}
              w="5"
              h="5"
              flexShrink={0}
              accentColor="brand.solid"
            />
            <span>
              {choice.label} ({choice.ids.length})
            </span>
          </Box>
        ))}
      </chakra.fieldset>
      <FormField id={fieldId('betreff')} label="Betreff" required error={errors['betreff']}>
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            maxLength={150}
            value={betreff}
            onChange={(event) => setBetreff(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('text')}
        label="Nachricht"
        required
        error={errors['text']}
        hint="Die Personen erhalten sie als Benachrichtigung, und per E-Mail, wer das so eingestellt hat."
      >
        {(control) => (
          <chakra.textarea
            {...controlStyle}
            {...control}
            rows={6}
            maxLength={5000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
