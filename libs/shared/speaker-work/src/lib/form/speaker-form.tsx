import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useSaveReferent } from '@fobu/api-clients';
import { ReferentEingabeSchema, type ReferentAkte } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { useRoleBranch } from '@fobu/routing';
import { CheckOption } from '@fobu/ui/form';
import { sendForm } from '@fobu/workgroup-work/parts';
import { useId, useState, type FormEvent } from 'react';
import { speakerFormValues, speakerInputOf, type SpeakerFormValues } from './speaker-form-values';

type TextName = Exclude<keyof SpeakerFormValues, 'gelistet'>;

/** The text fields in the form's order, with their labels, hints and kinds: one table for the form and its error focus. */
const TEXT_FIELDS: readonly { name: TextName; label: string; hint?: string; type?: string; required?: boolean; maxLength: number }[] = [
  { name: 'name', label: 'Name', hint: 'Vor- und Nachname, ohne Titel.', required: true, maxLength: 120 },
  { name: 'titel', label: 'Titel', hint: 'Zum Beispiel „Dr.“; er steht auf der Angebotsseite vor dem Namen.', maxLength: 40 },
  { name: 'organisation', label: 'Organisation', hint: 'Hochschule, Schule, Verband oder Unternehmen.', maxLength: 200 },
  { name: 'themen', label: 'Themen', hint: 'Durch Kommas getrennt, zum Beispiel: Sprachbildung, Inklusion.', maxLength: 2000 },
  { name: 'email', label: 'E-Mail-Adresse', hint: 'Nur für Mitarbeitende sichtbar.', type: 'email', maxLength: 254 },
  { name: 'telefon', label: 'Telefon', hint: 'Nur für Mitarbeitende sichtbar.', type: 'tel', maxLength: 40 },
];
const FIELD_ORDER = [...TEXT_FIELDS.map((field) => field.name), 'gelistet'] as const;

export interface SpeakerFormProps {
  /** A saved speaker to change; without, a new one. */
  readonly speaker?: ReferentAkte;
  readonly onSaved: (speaker: ReferentAkte) => void;
  readonly onCancel: () => void;
}

/**
 * A speaker's details as a form, checked with the contract's own messages before it is sent; a
 * refusal (someone else changed them meanwhile) keeps everything typed.
 */
export function SpeakerForm({ speaker, onSaved, onCancel }: SpeakerFormProps) {
  const { user } = useRoleBranch();
  const save = useSaveReferent(user.uid, speaker?.id);
  const [values, setValues] = useState(() => speakerFormValues(speaker));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const prefix = useId();
  const fieldId = (field: keyof SpeakerFormValues) => `${prefix}-${field}`;
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The form may sit in a dialog inside the offer editor's form: its submit is not the editor's.
    event.stopPropagation();
    setRefusal(undefined);
    const input = speakerInputOf(values);
    const found = checkRequest(ReferentEingabeSchema, input);
    if (Object.keys(found).length > 0) return showErrors(found);
    const answer = await sendForm(
      () => save.mutateAsync(speaker ? { ...input, version: speaker.version } : input),
      ({ referent }) => (speaker ? 'Die Angaben sind gespeichert.' : `„${referent.anzeigename}“ ist im Verzeichnis angelegt.`),
    );
    if (answer.kind === 'done') onSaved(answer.answer.referent);
    else if (answer.kind === 'fields') showErrors(answer.errors);
    else setRefusal(answer.message);
  };
  return (
    <chakra.form noValidate aria-label={speaker ? 'Angaben bearbeiten' : 'Neue Referentin oder neuer Referent'} onSubmit={submit}>
      {refusal && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="4">
          {refusal}
        </Text>
      )}
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={field.label}
          required={field.required}
          hint={field.hint}
          error={errors[field.name]}
        >
          {(control) => (
            <chakra.input
              {...controlStyle}
              {...control}
              type={field.type ?? 'text'}
              maxLength={field.maxLength}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          )}
        </FormField>
      ))}
      <CheckOption
        id={fieldId('gelistet')}
        checked={values.gelistet}
        onChange={(gelistet) => setValues((current) => ({ ...current, gelistet }))}
      >
        Hat zugestimmt, im Verzeichnis für alle Veranstaltungsleitungen des Instituts zu stehen
      </CheckOption>
      <Flex gap="3" wrap="wrap" mt="6">
        <Button type="submit" colorPalette="brand" minH="44px" loading={save.isPending} loadingText="Wird gespeichert …">
          {speaker ? 'Speichern' : 'Anlegen'}
        </Button>
        <Button type="button" variant="outline" minH="44px" onClick={onCancel}>
          Abbrechen
        </Button>
      </Flex>
    </chakra.form>
  );
}
