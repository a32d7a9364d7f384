import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { FormOutcome } from '@fobu/api-clients';
import {
  KREISE,
  MAX_TERMIN_SITZUNGEN,
  TerminEingabeSchema,
  terminOrtFehler,
  type Format,
  type TerminEingabe,
  type TerminVerwaltung,
} from '@fobu/api-contract';
import { controlStyle, ErrorSummary, FormField } from '@fobu/content';
import { isoDayInGermany } from '@fobu/domain';
import { notify } from '@fobu/ui';
import { CheckOption } from '@fobu/ui/form';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  dateFieldLabels,
  dateFieldOf,
  dateFormValuesOf,
  dateInputOf,
  deadlineLeadsOf,
  newDateValues,
  nextSession,
  withFirstDay,
  sessionField,
  sessionLabel,
  sessionLegend,
  type DateFormValues,
  type DeadlineField,
  type DeadlineLeads,
  type SessionValues,
} from './date-form-values';

const ID = 'termin';

export interface DateFormProps {
  readonly format: Format;
  /** The date to change; a new one without. */
  readonly date?: TerminVerwaltung;
  /** A new date's first values (e.g. a school's wish date); the defaults of `newDateValues` without. */
  readonly initial?: DateFormValues;
  /** A new date copied from this one: everything but the day, which the user picks (the deadlines keep their distance to it). */
  readonly copyOf?: TerminVerwaltung;
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
export function DateForm({ format, date, initial, copyOf, heading, submitLabel, done, save, busy, onDone }: DateFormProps) {
  const [values, setValues] = useState<DateFormValues>(() => {
    const saved = date ?? copyOf;
    return saved ? dateFormValuesOf(saved) : (initial ?? newDateValues(new Date()));
  });
  // The deadlines that follow the day: a saved date's stay where they are; one set by hand stops following.
  const [leads, setLeads] = useState<DeadlineLeads>(() =>
    // A copy keeps every deadline's distance to the day; a new date opens booking today whatever the day.
    date ? {} : deadlineLeadsOf(values, copyOf ? undefined : ['anmeldeschluss', 'stornofrist']),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const labels = dateFieldLabels(values);
  const set = <K extends keyof DateFormValues>(field: K, value: DateFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setSessions = (sitzungen: readonly SessionValues[]) => set('sitzungen', sitzungen);
  const setFirstDay = (day: string) => setValues((current) => withFirstDay(current, day, leads, isoDayInGermany(new Date())));
  const setDeadline = (field: DeadlineField, day: string) => {
    set(field, day);
    setLeads((current) => Object.fromEntries(Object.entries(current).filter(([following]) => following !== field)));
  };
  const field = (name: string, label = labels[name]) => ({ id: `${ID}-${name}`, label, error: errors[name] });
  const focusField = (name: string) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());

  const showErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const issue of issues) found[dateFieldOf(issue.path, values)] ??= issue.message;
    setErrors(found);
    const first = Object.keys(labels).find((name) => name in found);
    if (first) focusField(first);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (copyOf && values.sitzungen[0]?.tag === dateFormValuesOf(copyOf).sitzungen[0]?.tag)
      return showErrors([{ path: ['beginn'], message: 'Bitte wählen Sie den Tag des neuen Termins.' }]);
    const input = dateInputOf(values);
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

  const input = (
    name: string,
    value: string,
    onChange: (value: string) => void,
    props: { type?: string; maxW?: string; inputMode?: 'numeric' | 'url'; label?: string } = {},
  ) => (
    <FormField key={name} {...field(name, props.label)} required={name !== 'raum'}>
      {(control) => (
        <chakra.input
          {...control}
          {...controlStyle}
          maxW={props.maxW}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
  const text = (name: Exclude<keyof DateFormValues, 'sitzungen' | 'genehmigungErforderlich'>, props: Parameters<typeof input>[3] = {}) =>
    input(name, values[name], (value) => set(name, value as never), props);

  const several = values.sitzungen.length > 1;
  const sessionInputs = (session: SessionValues, index: number) => {
    const part = (name: keyof SessionValues, props: Parameters<typeof input>[3]) =>
      input(
        sessionField(index, name),
        session[name],
        (value) =>
          index === 0 && name === 'tag'
            ? setFirstDay(value)
            : setSessions(values.sitzungen.map((each, i) => (i === index ? { ...each, [name]: value } : each))),
        { ...props, label: sessionLabel(name) },
      );
    return (
      <Flex gap="4" wrap="wrap" align="flex-end">
        {part('tag', { type: 'date', maxW: '12rem' })}
        {part('von', { type: 'time', maxW: '9rem' })}
        {part('bis', { type: 'time', maxW: '9rem' })}
        {several && (
          <Button
            type="button"
            variant="outline"
            minH="44px"
            mb="4"
            aria-label={`${sessionLegend(index)} entfernen`}
            onClick={() => {
              setSessions(values.sitzungen.filter((_, i) => i !== index));
              focusField(sessionField(Math.max(0, index - 1), 'tag'));
            }}
          >
            Sitzung entfernen
          </Button>
        )}
      </Flex>
    );
  };

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
      <ErrorSummary errors={errors} labels={labels} idPrefix={ID} />
      <chakra.form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Group title="Wann">
          <Text fontSize="sm" color="fg.muted" mb="3">
            Ein Termin kann aus mehreren Sitzungen bestehen, etwa zwei Nachmittagen. Wer sich anmeldet, nimmt an allen teil.
          </Text>
          {several
            ? values.sitzungen.map((session, index) => (
                <Group key={index} title={sessionLegend(index)} nested>
                  {sessionInputs(session, index)}
                </Group>
              ))
            : sessionInputs(values.sitzungen[0], 0)}
          <Button
            type="button"
            variant="outline"
            size="sm"
            minH="44px"
            mb="2"
            disabled={values.sitzungen.length >= MAX_TERMIN_SITZUNGEN}
            onClick={() => {
              setSessions([...values.sitzungen, nextSession(values.sitzungen)]);
              focusField(sessionField(values.sitzungen.length, 'tag'));
            }}
          >
            Weitere Sitzung hinzufügen
          </Button>
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
            {(['anmeldebeginn', 'anmeldeschluss', 'stornofrist'] as const).map((name) =>
              input(name, values[name], (value) => setDeadline(name, value), { type: 'date', maxW: '12rem' }),
            )}
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

function Group({ title, nested = false, children }: { title: string; nested?: boolean; children: ReactNode }) {
  return (
    <Box as="fieldset" mb="4" {...(nested && { borderStartWidth: '3px', borderColor: 'border.emphasized', ps: '4' })}>
      <chakra.legend fontWeight={nested ? '600' : '700'} fontSize="md" mb="2">
        {title}
      </chakra.legend>
      {children}
    </Box>
  );
}
