import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useSaveArbeitsgruppe } from '@fobu/api-clients';
import { ArbeitsgruppeEingabeSchema, SCHULARTEN, type Arbeitsgruppe } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { WORKGROUP_STATE_LABELS, WORKGROUP_STATES, type WorkgroupState } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { PersonSearch } from '../members/person-search';
import { sendForm } from '../send-form';
import { groupFormValues, groupInput, type GroupFormValues } from './group-form-values';

const FIELD_ORDER = ['titel', 'beschreibung', 'faecher', 'schularten', 'leitung', 'status'] as const;

/**
 * A group's details as a form: a new group (`group` undefined) or a saved one, checked with the
 * contract's own messages before it is sent; a refusal keeps everything typed. Dissolving asks first.
 */
export function GroupForm({ group, onSaved, onCancel }: { group?: Arbeitsgruppe; onSaved: (id: number) => void; onCancel: () => void }) {
  const { user, role } = useRoleBranch();
  const save = useSaveArbeitsgruppe(user.uid, group?.id);
  const [values, setValues] = useState<GroupFormValues>(() => groupFormValues(group, user, role));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const prefix = useId();
  const fieldId = (field: (typeof FIELD_ORDER)[number]) => `${prefix}-${field}`;
  const set = (patch: Partial<GroupFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const send = async () => {
    setConfirming(false);
    setRefusal(undefined);
    const input = groupInput(values);
    const found = checkRequest(ArbeitsgruppeEingabeSchema, input);
    if (Object.keys(found).length > 0) return showErrors(found);
    const answer = await sendForm(
      () => save.mutateAsync(input),
      ({ gruppe }) => (group ? 'Die Arbeitsgruppe ist gespeichert.' : `Die Arbeitsgruppe „${gruppe.titel}“ ist angelegt.`),
    );
    if (answer.kind === 'done') onSaved(answer.answer.gruppe.id);
    else if (answer.kind === 'fields') showErrors(answer.errors);
    else setRefusal(answer.message);
  };
  const submit = () => (values.status === 'aufgeloest' && group?.status !== 'aufgeloest' ? setConfirming(true) : void send());
  return (
    <chakra.form
      noValidate
      aria-labelledby={`${prefix}-titel-formular`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <chakra.h2 id={`${prefix}-titel-formular`} fontSize="xl" fontWeight="700" mb="4">
        {group ? 'Angaben bearbeiten' : 'Angaben der Arbeitsgruppe'}
      </chakra.h2>
      {refusal && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="4">
          {refusal}
        </Text>
      )}
      <FormField id={fieldId('titel')} label="Titel" required error={errors['titel']}>
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            maxLength={200}
            value={values.titel}
            onChange={(event) => set({ titel: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('beschreibung')}
        label="Beschreibung"
        error={errors['beschreibung']}
        hint="Worum es geht, für wen die Gruppe ist."
      >
        {(control) => (
          <chakra.textarea
            {...controlStyle}
            {...control}
            rows={5}
            maxLength={5000}
            value={values.beschreibung}
            onChange={(event) => set({ beschreibung: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('faecher')}
        label="Fächer"
        error={errors['faecher']}
        hint="Mehrere durch Komma getrennt, z. B. „Mathematik, Physik“."
      >
        {(control) => (
          <chakra.input {...controlStyle} {...control} value={values.faecher} onChange={(event) => set({ faecher: event.target.value })} />
        )}
      </FormField>
      <SchoolTypes id={fieldId('schularten')} values={values} error={errors['schularten']} onChange={(schularten) => set({ schularten })} />
      <Leads id={fieldId('leitung')} values={values} error={errors['leitung']} onChange={(leitung) => set({ leitung })} />
      {group && (
        <FormField
          id={fieldId('status')}
          label="Stand"
          required
          error={errors['status']}
          hint="Eine ruhende Gruppe plant keine Treffen; eine aufgelöste bleibt zum Nachlesen und lässt sich nicht mehr ändern."
        >
          {(control) => (
            <chakra.select
              {...controlStyle}
              {...control}
              value={values.status}
              onChange={(event) => set({ status: event.target.value as WorkgroupState })}
            >
              {WORKGROUP_STATES.map((state) => (
                <option key={state} value={state}>
                  {WORKGROUP_STATE_LABELS[state]}
                </option>
              ))}
            </chakra.select>
          )}
        </FormField>
      )}
      <Flex gap="3" wrap="wrap" mt="6">
        <Button type="submit" colorPalette="brand" minH="44px" loading={save.isPending} loadingText="Wird gespeichert …">
          {group ? 'Speichern' : 'Arbeitsgruppe anlegen'}
        </Button>
        <Button type="button" variant="outline" minH="44px" onClick={onCancel}>
          Abbrechen
        </Button>
      </Flex>
      {confirming && (
        <ConfirmDialog
          title="Arbeitsgruppe auflösen?"
          confirmLabel="Auflösen und speichern"
          emphasis="cancel"
          busy={save.isPending}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        >
          Eine aufgelöste Arbeitsgruppe plant keine Treffen mehr und lässt sich nicht mehr ändern. Mitglieder, Treffen und Verlauf bleiben
          zum Nachlesen erhalten.
        </ConfirmDialog>
      )}
    </chakra.form>
  );
}

function SchoolTypes({
  id,
  values,
  error,
  onChange,
}: {
  id: string;
  values: GroupFormValues;
  error?: string;
  onChange: (next: GroupFormValues['schularten']) => void;
}) {
  return (
    <chakra.fieldset id={id} tabIndex={-1} border="0" p="0" m="0" mb="5" minW="0" aria-describedby={error ? `${id}-fehler` : undefined}>
      <chakra.legend fontWeight="600" mb="1">
        Schularten (freiwillig)
      </chakra.legend>
      {error && (
        <Text id={`${id}-fehler`} color="fg.error" fontWeight="600">
          Fehler: {error}
        </Text>
      )}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} columnGap="4">
        {SCHULARTEN.map((schulart) => (
          <chakra.label key={schulart} display="flex" gap="3" alignItems="center" minH="44px" cursor="pointer">
            <chakra.input
              type="checkbox"
              w="5"
              h="5"
              accentColor="brand.solid"
              checked={values.schularten.includes(schulart)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values.schularten, schulart] : values.schularten.filter((each) => each !== schulart))
              }
            />
            {schulart}
          </chakra.label>
        ))}
      </Box>
    </chakra.fieldset>
  );
}

function Leads({
  id,
  values,
  error,
  onChange,
}: {
  id: string;
  values: GroupFormValues;
  error?: string;
  onChange: (next: GroupFormValues['leitung']) => void;
}) {
  return (
    <chakra.fieldset id={id} tabIndex={-1} border="0" p="0" m="0" mb="5" minW="0" aria-describedby={error ? `${id}-fehler` : undefined}>
      <chakra.legend fontWeight="600" mb="1">
        Leitung *
      </chakra.legend>
      {error && (
        <Text id={`${id}-fehler`} color="fg.error" fontWeight="600">
          Fehler: {error}
        </Text>
      )}
      <chakra.ul listStyleType="none" m="0" mb="2" p="0">
        {values.leitung.map((lead) => (
          <Flex as="li" key={lead.uid} gap="3" align="center" minH="44px">
            <span>{lead.name}</span>
            <Button
              size="sm"
              variant="outline"
              minH="44px"
              aria-label={`Aus der Leitung nehmen: ${lead.name}`}
              onClick={() => onChange(values.leitung.filter((each) => each.uid !== lead.uid))}
            >
              Entfernen
            </Button>
          </Flex>
        ))}
      </chakra.ul>
      <PersonSearch
        label="Leitung hinzufügen"
        hint="Name oder E-Mail-Adresse einer Veranstaltungsleitung Ihres Instituts, mindestens zwei Zeichen."
        onPick={(person) =>
          values.leitung.some((lead) => lead.uid === person.uid)
            ? undefined
            : onChange([...values.leitung, { uid: person.uid, name: `${person.vorname} ${person.name}` }])
        }
      />
    </chakra.fieldset>
  );
}
