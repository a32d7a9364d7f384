import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { serviceErrorMessage, useSubmitEvaluation } from '@fobu/api-clients';
import { BewertungEingabeSchema, type Bewertungsformular } from '@fobu/api-contract';
import { EVALUATION_FREE_TEXT_MAX, formatGermanNumber, type EvaluationValue } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { TextArea } from '@fobu/ui';
import { useRef, useState, type FormEvent } from 'react';
import { StatementField } from './statement-field';

const MISSING = 'Bitte wählen Sie zu dieser Aussage eine Antwort.';
const FAILED = 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';
const FREE_TEXT_ID = 'bewertung-freitext';

/** What the form says after sending: thanks, or that this participation was evaluated already (a second try, e.g. at the door and at home). */
export type EvaluationSent = 'gesendet' | 'schon_bewertet';

/**
 * The five statements and the free text. Unanswered statements are named beside themselves in
 * German before anything is sent, and the first gets focus; the free text's limit is the contract's.
 */
export function EvaluationForm({ form, onSent }: { form: Bewertungsformular; onSent: (outcome: EvaluationSent) => void }) {
  const submit = useSubmitEvaluation(useRoleBranch().user.uid, form.terminId);
  const [values, setValues] = useState<(EvaluationValue | undefined)[]>(() => form.aussagen.map(() => undefined));
  const [freitext, setFreitext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    const target = first === 'freitext' ? `#${FREE_TEXT_ID}` : `input[name="${first}"]`;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(target)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found: Record<string, string> = {};
    values.forEach((value, index) => {
      if (value === undefined) found[`aussage-${index + 1}`] = MISSING;
    });
    const checked = BewertungEingabeSchema.safeParse({ werte: values.map((value) => value ?? 0), freitext });
    const textIssue = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === 'freitext');
    if (textIssue) found['freitext'] = textIssue.message;
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const outcome = await submit.mutateAsync({ werte: values as EvaluationValue[], freitext }).catch(() => undefined);
    if (!outcome) return;
    if (outcome.kind === 'sent') return onSent('gesendet');
    if (outcome.kind === 'refused') return onSent('schon_bewertet');
    showErrors({ freitext: outcome.fields.map((field) => field.message).join(' ') });
  };

  const failure = serviceErrorMessage(submit.error, FAILED);
  return (
    <chakra.form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} maxW="48rem">
      {Object.keys(errors).length > 0 && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="4">
          Bitte prüfen Sie Ihre Angaben:{' '}
          {Object.keys(errors).length === 1
            ? 'Eine Angabe fehlt oder ist zu lang.'
            : `${Object.keys(errors).length} Angaben fehlen oder sind zu lang.`}
        </Text>
      )}
      {form.aussagen.map((statement, index) => (
        <StatementField
          key={statement}
          index={index}
          statement={statement}
          value={values[index]}
          error={errors[`aussage-${index + 1}`]}
          onChange={(value) => setValues((current) => current.map((old, i) => (i === index ? value : old)))}
        />
      ))}
      <Box mb="6">
        <chakra.label htmlFor={FREE_TEXT_ID} display="block" fontWeight="600" mb="1">
          Was möchten Sie der Veranstaltungsleitung noch mitteilen? (freiwillig)
        </chakra.label>
        <Text id={`${FREE_TEXT_ID}-hinweis`} fontSize="sm" color="fg.muted" mb="1">
          Höchstens {formatGermanNumber(EVALUATION_FREE_TEXT_MAX)} Zeichen. Bitte nennen Sie keine Namen: Ihre Bewertung bleibt anonym.
        </Text>
        {errors['freitext'] && (
          <Text id={`${FREE_TEXT_ID}-fehler`} color="fg.error" fontWeight="600" mb="1">
            Fehler: {errors['freitext']}
          </Text>
        )}
        <TextArea
          id={FREE_TEXT_ID}
          name="freitext"
          rows={5}
          value={freitext}
          aria-invalid={errors['freitext'] ? true : undefined}
          aria-describedby={[`${FREE_TEXT_ID}-hinweis`, errors['freitext'] && `${FREE_TEXT_ID}-fehler`].filter(Boolean).join(' ')}
          onChange={(event) => setFreitext(event.target.value)}
        />
      </Box>
      {failure && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="4">
          {failure}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" minH="44px" loading={submit.isPending} loadingText="Wird gesendet …">
        Bewertung senden
      </Button>
    </chakra.form>
  );
}
