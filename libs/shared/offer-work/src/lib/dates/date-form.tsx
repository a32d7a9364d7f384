import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { FormOutcome } from '@fobu/api-clients';
import { KREISE, TerminEingabeSchema, terminOrtFehler, type Format, type TerminEingabe, type TerminVerwaltung } from '@fobu/api-contract';
import { controlStyle, ErrorSummary, FormField } from '@fobu/content';
import { notify } from '@fobu/ui';
import { CheckOption } from '@fobu/ui/form';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DATE_FIELD_LABELS, dateFieldOf, dateFormValuesOf, dateInputOf, newDateValues, type DateFormValues } from './date-form-values';

const ID = 'termin';

export interface DateFormProps {
  readonly format: Format;
  /** The date to change; a new one without. */
  readonly date?: TerminVerwaltung;
  /** A new date's first values (e.g. a school's wish date); the defaults of `newDateValues` without. */
  readonly initial?: DateFormValues;
  readonly heading: string;
  readonly submitLabel: string;
  /** What the toast says once saved. */
  readonly done: string;
  /** Sends the checked date: writing it, changing it, or agreeing a school's request with it. */
  readonly save: (termin: TerminEingabe) => Promise<FormOutcome<unknown>>;
  readonly busy: boolean;
  readonly onDone: () => void;
}

/**
 * A date's editor: day and times, the place or online room the offer's format needs, places and
 * deadlines, checked before sending with the contract's own rules and after by the service (e.g.
 * never fewer places than people admitted), with the focus on the first problem.
 */
export function DateForm({ format, date, initial, heading, submitLabel, done, save, busy, onDone }: DateFormProps) {
  const [values, setValues] = useState<DateFormValues>(() => (date ? dateFormValuesOf(date) : (initial ?? newDateValues(new Date()))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof DateFormValues>(field: K, value: DateFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const field = (name: keyof DateFormValues) => ({ id: `${ID}-${name}`, label: DATE_FIELD_LABELS[name], error: errors[name] });

  const showErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const issue of issues) found[dateFieldOf(issue.path)] ??= issue.message;
    setErrors(found);
    const first = (Object.keys(DATE_FIELD_LABELS) as (keyof DateFormValues)[]).find((name) => name in found);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const input = dateInputOf(values, date);
    const checked = TerminEingabeSchema.safeParse(input);
    const placeIssues = checked.success ? terminOrtFehler(format, checked.data) : [];
    if (!checked.success || placeIssues.length > 0) return showErrors([...(checked.error?.issues ?? []), ...placeIssues]);
    setErrors({});
    const termin = input as TerminEingabe;
    try {
      const outcome = await save(termin);
      if (outcome.kind === 'invalid')
        return showErrors(outcome.fields.map((issue) => ({ path: issue.path.split('.'), message: issue.message })));
      if (outcome.kind === 'refused') return setRefusal(outcome.message);
      notify({ type: 'success', title: done });
      onDone();
    } catch {
      setRefusal('Das Speichern hat nicht geklappt. Ihre Eingaben sind noch da; bitte versuchen Sie es gleich noch einmal.');
    }
  };

  const text = (name: keyof DateFormValues, props: { type?: string; maxW?: string; inputMode?: 'numeric' | 'url' } = {}) => (
    <FormField {...field(name)} required={!['raum'].includes(name)}>
      {(control) => (
        <chakra.input
          {...control}
          {...controlStyle}
          maxW={props.maxW}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          name={name}
          value={String(values[name])}
          onChange={(e) => set(name, e.target.value as never)}
        />
      )}
    </FormField>
  );

  return (
    <Box
      as="section"
      aria-labelledby={`${ID}-titel`}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={`${ID}-titel`} size="lg" mb="4">
        {heading}
      </Heading>
      {date && date.anmeldungen > 0 && (
        <Text mb="4">Ändern sich Tag, Uhrzeit oder Ort, erhalten alle {date.anmeldungen} Angemeldeten eine Benachrichtigung.</Text>
      )}
      {refusal && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="4">
          {refusal}
        </Text>
      )}
      <ErrorSummary errors={errors} labels={DATE_FIELD_LABELS} idPrefix={ID} />
      <chakra.form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Group title="Wann">
          <Flex gap="4" wrap="wrap">
            {text('tag', { type: 'date', maxW: '12rem' })}
            {text('von', { type: 'time', maxW: '9rem' })}
            {text('bis', { type: 'time', maxW: '9rem' })}
          </Flex>
          {date && date.sitzungen.length > 1 && (
            <Text fontSize="sm" color="fg.muted" mb="4">
              Dieser Termin hat {date.sitzungen.length} Sitzungen; sie bleiben, solange Sie Tag und Uhrzeit nicht ändern.
            </Text>
          )}
        </Group>
        {format !== 'online' && (
          <Group title="Wo">
            {text('ortName')}
            {text('adresse')}
            {text('raum', { maxW: '16rem' })}
            <FormField {...field('kreis')} required>
              {(control) => (
                <chakra.select
                  {...control}
                  {...controlStyle}
                  maxW="24rem"
                  name="kreis"
                  value={values.kreis}
                  onChange={(e) => set('kreis', e.target.value as DateFormValues['kreis'])}
                >
                  <option value="">Bitte wählen</option>
                  {KREISE.map((kreis) => (
                    <option key={kreis.key} value={kreis.key}>
                      {kreis.name}
                    </option>
                  ))}
                </chakra.select>
              )}
            </FormField>
          </Group>
        )}
        {format !== 'praesenz' && <Group title="Online">{text('onlineLink', { type: 'url', inputMode: 'url' })}</Group>}
        <Group title="Plätze">
          <Flex gap="4" wrap="wrap">
            {text('minPlaetze', { inputMode: 'numeric', maxW: '8rem' })}
            {text('maxPlaetze', { inputMode: 'numeric', maxW: '8rem' })}
            {text('wartelistePlaetze', { inputMode: 'numeric', maxW: '8rem' })}
          </Flex>
        </Group>
        <Group title="Fristen">
          <Flex gap="4" wrap="wrap">
            {text('anmeldebeginn', { type: 'date', maxW: '12rem' })}
            {text('anmeldeschluss', { type: 'date', maxW: '12rem' })}
            {text('stornofrist', { type: 'date', maxW: '12rem' })}
          </Flex>
          <CheckOption
            id={`${ID}-genehmigungErforderlich`}
            name="genehmigungErforderlich"
            checked={values.genehmigungErforderlich}
            onChange={(checked) => set('genehmigungErforderlich', checked)}
          >
            Jede Anmeldung braucht die Genehmigung der Schulleitung.
          </CheckOption>
        </Group>
        <Flex gap="3" wrap="wrap" mt="4">
          <Button type="submit" colorPalette="brand" minH="44px" loading={busy} loadingText="Wird gespeichert …">
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" minH="44px" onClick={onDone}>
            Abbrechen
          </Button>
        </Flex>
      </chakra.form>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" mb="4">
      <chakra.legend fontWeight="700" fontSize="md" mb="2">
        {title}
      </chakra.legend>
      {children}
    </Box>
  );
}
