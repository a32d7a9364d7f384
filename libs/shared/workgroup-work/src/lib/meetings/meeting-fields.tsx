import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { KREIS_CHOICES } from '@fobu/catalogue';
import { controlStyle, FormField, type FieldErrors } from '@fobu/content';
import type { KreisKey } from '@fobu/api-contract';
import type { MeetingFormValues, MeetingSession } from './meeting-form-values';

type Change = (patch: Partial<MeetingFormValues>) => void;

/** A meeting's sessions: day and times each, one added after the last (the next day, the same times). */
export function SessionFields({
  id,
  values,
  error,
  onChange,
}: {
  id: string;
  values: MeetingFormValues;
  error?: string;
  onChange: Change;
}) {
  const setSession = (index: number, patch: Partial<MeetingSession>) =>
    onChange({ sitzungen: values.sitzungen.map((session, at) => (at === index ? { ...session, ...patch } : session)) });
  return (
    <chakra.fieldset id={id} tabIndex={-1} border="0" p="0" m="0" mb="4" minW="0" aria-describedby={error ? `${id}-fehler` : undefined}>
      <chakra.legend fontWeight="600" mb="1">
        Sitzungen *
      </chakra.legend>
      {error && (
        <Text id={`${id}-fehler`} color="fg.error" fontWeight="600">
          Fehler: {error}
        </Text>
      )}
      {values.sitzungen.map((session, index) => (
        <Grid
          key={index}
          role="group"
          aria-label={`Sitzung ${index + 1}`}
          templateColumns={{ base: '1fr', sm: '2fr 1fr 1fr auto' }}
          gap="2"
          alignItems="end"
          mb="2"
        >
          {(['tag', 'von', 'bis'] as const).map((field) => (
            <chakra.label key={field} display="block">
              <Text as="span" display="block" fontSize="sm">
                {{ tag: 'Tag', von: 'Beginn', bis: 'Ende' }[field]}
              </Text>
              <chakra.input
                {...controlStyle}
                type={field === 'tag' ? 'date' : 'time'}
                value={session[field]}
                onChange={(event) => setSession(index, { [field]: event.target.value })}
              />
            </chakra.label>
          ))}
          {values.sitzungen.length > 1 && (
            <Button
              variant="outline"
              size="sm"
              minH="44px"
              aria-label={`Sitzung ${index + 1} entfernen`}
              onClick={() => onChange({ sitzungen: values.sitzungen.filter((_, at) => at !== index) })}
            >
              Entfernen
            </Button>
          )}
        </Grid>
      ))}
      <Button
        variant="outline"
        size="sm"
        minH="44px"
        onClick={() => onChange({ sitzungen: [...values.sitzungen, { ...values.sitzungen[values.sitzungen.length - 1] }] })}
      >
        Sitzung hinzufügen
      </Button>
    </chakra.fieldset>
  );
}

/** Where the meeting takes place: a place with its district, or an online room's link. */
export function PlaceFields({
  prefix,
  values,
  errors,
  onChange,
}: {
  prefix: string;
  values: MeetingFormValues;
  errors: FieldErrors;
  onChange: Change;
}) {
  return (
    <Box mb="4">
      <chakra.fieldset border="0" p="0" m="0" mb="2" minW="0">
        <chakra.legend fontWeight="600" mb="1">
          Ort
        </chakra.legend>
        <Flex gap="5" wrap="wrap">
          {[
            { online: false, label: 'Vor Ort' },
            { online: true, label: 'Online' },
          ].map((choice) => (
            <chakra.label key={choice.label} display="flex" gap="2" alignItems="center" minH="44px" cursor="pointer">
              <chakra.input
                type="radio"
                name={`${prefix}-ortsart`}
                w="5"
                h="5"
                accentColor="brand.solid"
                checked={values.online === choice.online}
                onChange={() => onChange({ online: choice.online })}
              />
              {choice.label}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
      {values.online ? (
        <FormField
          id={`${prefix}-onlineLink`}
          label="Link zum Online-Raum"
          required
          error={errors['onlineLink']}
          hint="Nur die Mitglieder, die zugesagt haben, sehen ihn."
        >
          {(control) => (
            <chakra.input
              {...controlStyle}
              {...control}
              type="url"
              value={values.onlineLink}
              onChange={(event) => onChange({ onlineLink: event.target.value })}
            />
          )}
        </FormField>
      ) : (
        <Box id={`${prefix}-ort`} tabIndex={-1}>
          {errors['ort'] && (
            <Text color="fg.error" fontWeight="600">
              Fehler: {errors['ort']}
            </Text>
          )}
          <FormField id={`${prefix}-ortName`} label="Name des Orts" required>
            {(control) => (
              <chakra.input
                {...controlStyle}
                {...control}
                value={values.ortName}
                onChange={(event) => onChange({ ortName: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${prefix}-adresse`} label="Adresse" required>
            {(control) => (
              <chakra.input
                {...controlStyle}
                {...control}
                value={values.adresse}
                onChange={(event) => onChange({ adresse: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${prefix}-raum`} label="Raum">
            {(control) => (
              <chakra.input
                {...controlStyle}
                {...control}
                value={values.raum}
                onChange={(event) => onChange({ raum: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${prefix}-kreis`} label="Kreis oder kreisfreie Stadt" required>
            {(control) => (
              <chakra.select
                {...controlStyle}
                {...control}
                value={values.kreis}
                onChange={(event) => onChange({ kreis: event.target.value as KreisKey | '' })}
              >
                <option value="">Bitte wählen</option>
                {KREIS_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </chakra.select>
            )}
          </FormField>
        </Box>
      )}
    </Box>
  );
}
