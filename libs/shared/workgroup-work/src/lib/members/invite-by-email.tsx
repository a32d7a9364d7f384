import { Box, Button, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { MitgliedEingabeSchema } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { useId, useState } from 'react';
import type { FormAnswer } from '../send-form';

// The contract's second way to add a member (the first is a person found by the search): its messages name each field.
const INVITATION_SCHEMA = MitgliedEingabeSchema.def.options[1];
const EMPTY = { email: '', vorname: '', name: '' };
const FIELDS = [
  { field: 'email', label: 'E-Mail-Adresse', type: 'email' },
  { field: 'vorname', label: 'Vorname', type: 'text' },
  { field: 'name', label: 'Nachname', type: 'text' },
] as const;

/** A person without an account, invited by e-mail: they become a member once they sign up with that address. */
export function InviteByEmail({ busy, onInvite }: { busy: boolean; onInvite: (person: typeof EMPTY) => Promise<FormAnswer<unknown>> }) {
  const [person, setPerson] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const prefix = useId();
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find(({ field }) => field in found);
    if (first) document.getElementById(`${prefix}-${first.field}`)?.focus();
  };
  const submit = async () => {
    setRefusal(undefined);
    const found = checkRequest(INVITATION_SCHEMA, person);
    if (Object.keys(found).length > 0) return showErrors(found);
    const answer = await onInvite(person);
    if (answer.kind === 'done') setPerson(EMPTY);
    else if (answer.kind === 'fields') showErrors(answer.errors);
    else setRefusal(answer.message);
  };
  return (
    <Box as="section" aria-labelledby={`${prefix}-titel`} mb="6">
      <Heading as="h3" id={`${prefix}-titel`} size="md" mb="2">
        Ohne Konto per E-Mail einladen
      </Heading>
      {refusal && (
        <Text role="alert" color="fg.error" fontWeight="600" mb="2">
          {refusal}
        </Text>
      )}
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} columnGap="4">
          {FIELDS.map(({ field, label, type }) => (
            <FormField key={field} id={`${prefix}-${field}`} label={label} required error={errors[field]}>
              {(control) => (
                <chakra.input
                  {...controlStyle}
                  {...control}
                  type={type}
                  value={person[field]}
                  onChange={(event) => setPerson({ ...person, [field]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </Grid>
        <Button type="submit" variant="outline" minH="44px" loading={busy}>
          Einladen
        </Button>
      </chakra.form>
    </Box>
  );
}
