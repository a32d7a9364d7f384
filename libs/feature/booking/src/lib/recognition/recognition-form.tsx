import { chakra, Text } from '@chakra-ui/react';
import { useSubmitRecognition } from '@fobu/api-clients';
import { AnerkennungAntragSchema } from '@fobu/api-contract';
import { controlStyle, fieldsOf, FormField, MessageFormFrame, SentConfirmation, TENANT_DETAILS, useMessageForm } from '@fobu/content';
import { formatHours, isoDayInGermany, RECOGNITION_HOURS, RECOGNITION_PROOF_TYPE, RECOGNITION_TEXT_MAX } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { useState } from 'react';

const ID = 'anerkennung';
const LABELS = {
  titel: 'Titel der Fortbildung',
  anbieter: 'Anbieter',
  datum: 'Datum',
  stunden: 'Stunden',
  nachweis: 'Nachweis (PDF)',
} as const;
const ORDER = Object.keys(LABELS) as (keyof typeof LABELS)[];

interface RecognitionValues extends Record<string, string> {
  titel: string;
  anbieter: string;
  datum: string;
  stunden: string;
}

/**
 * The person's request to recognise a training outside the portal: what, by whom, when, how many
 * hours, and the proof as a PDF. The shared schema checks it before sending with the back end's
 * German messages; on any error everything typed and the chosen file stay.
 */
export function RecognitionForm() {
  const { tenant, user } = useRoleBranch();
  const submit = useSubmitRecognition(user.uid);
  const [proof, setProof] = useState<File | undefined>(undefined);
  const form = useMessageForm<RecognitionValues>({
    initial: { titel: '', anbieter: '', datum: '', stunden: '' },
    idPrefix: ID,
    order: ORDER,
    schema: AnerkennungAntragSchema,
    // German people write 2,5 hours; the form field sends 2.5.
    toRequest: (values) => ({ ...values, stunden: values.stunden.replace(',', '.'), nachweis: proof }),
    send: async (request: Parameters<typeof submit.mutateAsync>[0]) => {
      const outcome = await submit.mutateAsync(request);
      return outcome.kind === 'sent' ? { kind: 'sent', referenz: `A-${outcome.id}`, eingegangenAm: outcome.erstelltAm } : outcome;
    },
  });
  const { values, errors, status, set } = form;

  if (status.kind === 'sent') {
    return (
      <SentConfirmation
        title="Ihr Antrag ist eingegangen."
        referenz={status.referenz}
        eingegangenAm={status.eingegangenAm}
        onAnother={() => {
          setProof(undefined);
          form.reset();
        }}
        anotherLabel="Weiteren Antrag stellen"
      >
        <Text>Die Verwaltung prüft Ihren Nachweis. Sie werden benachrichtigt, sobald sie entschieden hat.</Text>
      </SentConfirmation>
    );
  }

  const field = fieldsOf(ID, LABELS, errors);
  const text = (name: 'titel' | 'anbieter', autoComplete: string) => (
    <FormField {...field(name)} required>
      {(control) => (
        <chakra.input
          {...control}
          {...controlStyle}
          name={name}
          maxLength={RECOGNITION_TEXT_MAX[name]}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <MessageFormFrame id={ID} form={form} labels={LABELS} fallbackEmail={TENANT_DETAILS[tenant].supportEmail} submitLabel="Antrag senden">
      {text('titel', 'off')}
      {text('anbieter', 'organization')}
      <FormField {...field('datum')} required hint="Der Tag der Fortbildung, bei mehreren Tagen der letzte.">
        {(control) => (
          <chakra.input
            {...control}
            {...controlStyle}
            maxW="12rem"
            name="datum"
            type="date"
            max={isoDayInGermany(new Date())}
            value={values.datum}
            onChange={(e) => set('datum', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        {...field('stunden')}
        required
        hint={`Zeitstunden laut Nachweis, in Viertelstunden (z. B. 2,5), höchstens ${formatHours(RECOGNITION_HOURS.max)}.`}
      >
        {(control) => (
          <chakra.input
            {...control}
            {...controlStyle}
            maxW="10rem"
            name="stunden"
            inputMode="decimal"
            autoComplete="off"
            value={values.stunden}
            onChange={(e) => set('stunden', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('nachweis')} required hint="Eine Teilnahmebescheinigung oder ein Zertifikat als PDF-Datei, höchstens 5 MB.">
        {(control) => (
          <chakra.input
            {...control}
            {...controlStyle}
            py="1.5"
            name="nachweis"
            type="file"
            accept={`${RECOGNITION_PROOF_TYPE},.pdf`}
            onChange={(e) => setProof(e.target.files?.[0])}
          />
        )}
      </FormField>
    </MessageFormFrame>
  );
}
