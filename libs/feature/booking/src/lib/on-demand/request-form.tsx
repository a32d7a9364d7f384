import { Box, chakra, Text } from '@chakra-ui/react';
import { useRequestAbruf } from '@fobu/api-clients';
import { ABRUF_TEILNEHMENDE, AbrufanfrageRequestSchema, type AbrufanfrageRequest, type AngebotDetail } from '@fobu/api-contract';
import {
  controlStyle,
  fieldsOf,
  FormField,
  MessageFormFrame,
  SentConfirmation,
  TENANT_DETAILS,
  useMessageForm,
  type SendOutcome,
} from '@fobu/content';
import { isoDayInGermany } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { BranchLink } from '../branch-link';

const ID = 'abruf';
const LABELS = {
  wunschtermine: 'Wunschtermine',
  teilnehmende: 'Erwartete Zahl der Teilnehmenden',
  hinweis: 'Hinweis an die Veranstaltungsleitung',
} as const;
const ORDER = Object.keys(LABELS) as (keyof typeof LABELS)[];
/** The first wish date is the field `wunschtermine`, so that an error of the list leads to it. */
const WISH_FIELDS = ['wunschtermine', 'wunschtermin2', 'wunschtermin3'] as const;

interface RequestValues extends Record<string, string> {
  wunschtermine: string;
  wunschtermin2: string;
  wunschtermin3: string;
  teilnehmende: string;
  hinweis: string;
}

/** The request as typed, before the schema checks it: the number of participants may be missing. */
type RequestDraft = Omit<AbrufanfrageRequest, 'teilnehmende'> & { readonly teilnehmende: number | undefined };

const toRequest =
  (vnr: string) =>
  (values: RequestValues): RequestDraft => ({
    vnr,
    // The first wish date is required and stays even when empty, so that the schema names it.
    wunschtermine: [values.wunschtermine, values.wunschtermin2, values.wunschtermin3].filter((day, index) => index === 0 || day !== ''),
    teilnehmende: values.teilnehmende.trim() === '' ? undefined : Number(values.teilnehmende.replace(',', '.')),
    hinweis: values.hinweis,
  });

/**
 * The school head's request of an on-demand offer for the school's staff: up to three wish dates,
 * the expected number of participants and a remark. Errors are the back end's German texts, shown
 * before sending; what was typed is never lost.
 */
export function RequestForm({ offer }: { offer: AngebotDetail }) {
  const { tenant } = useRoleBranch();
  const request = useRequestAbruf(useRoleBranch().user.uid);
  // Called only with a draft the schema has accepted: then it is a request.
  const send = async (body: AbrufanfrageRequest): Promise<SendOutcome> => {
    const outcome = await request.mutateAsync(body);
    return outcome.kind === 'sent' ? { kind: 'sent', referenz: outcome.referenz, eingegangenAm: outcome.angefragtAm } : outcome;
  };
  const form = useMessageForm<RequestValues>({
    initial: { wunschtermine: '', wunschtermin2: '', wunschtermin3: '', teilnehmende: '', hinweis: '' },
    idPrefix: ID,
    order: ORDER,
    schema: AbrufanfrageRequestSchema,
    toRequest: toRequest(offer.vnr),
    send,
  });
  const { values, errors, status, set } = form;

  if (status.kind === 'sent') {
    return (
      <SentConfirmation
        title="Ihre Anfrage ist eingegangen."
        referenz={status.referenz}
        eingegangenAm={status.eingegangenAm}
        onAnother={form.reset}
        anotherLabel="Neue Anfrage stellen"
      >
        <Text>
          Die Veranstaltungsleitung prüft Ihre Wunschtermine und meldet sich mit einem Terminvorschlag. Den Stand sehen Sie jederzeit unter{' '}
          <BranchLink screen="dashboard">Meine Fortbildungen</BranchLink>.
        </Text>
      </SentConfirmation>
    );
  }

  const field = fieldsOf(ID, LABELS, errors);
  const tomorrow = isoDayInGermany(new Date(Date.now() + 86_400_000));
  return (
    <MessageFormFrame id={ID} form={form} labels={LABELS} fallbackEmail={TENANT_DETAILS[tenant].supportEmail} submitLabel="Anfrage senden">
      <Box
        as="fieldset"
        mb="5"
        aria-describedby={[errors['wunschtermine'] && `${ID}-wunschtermine-fehler`, `${ID}-wunschtermine-hinweis`]
          .filter(Boolean)
          .join(' ')}
      >
        <chakra.legend fontWeight="600" mb="1">
          {LABELS.wunschtermine}
          <span aria-hidden="true"> *</span>
        </chakra.legend>
        <Text id={`${ID}-wunschtermine-hinweis`} fontSize="sm" color="fg.muted" mb="1">
          Bis zu drei Tage, an denen die Fortbildung an Ihrer Schule stattfinden könnte; der erste ist nötig.
        </Text>
        {errors['wunschtermine'] && (
          <Text id={`${ID}-wunschtermine-fehler`} color="fg.error" fontWeight="600" mb="1">
            Fehler: {errors['wunschtermine']}
          </Text>
        )}
        <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 12rem))' }} gap="3">
          {WISH_FIELDS.map((name, index) => (
            <Box key={name}>
              <chakra.label htmlFor={`${ID}-${name}`} display="block" fontSize="sm" mb="1">
                {index + 1}. Wunschtermin{index > 0 && ' (freiwillig)'}
              </chakra.label>
              <chakra.input
                {...controlStyle}
                id={`${ID}-${name}`}
                name={name}
                type="date"
                min={tomorrow}
                value={values[name]}
                // An empty optional wish date cannot be what is wrong.
                aria-invalid={errors['wunschtermine'] && (index === 0 || values[name] !== '') ? true : undefined}
                aria-required={index === 0 ? true : undefined}
                onChange={(e) => set(name, e.target.value)}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <FormField
        {...field('teilnehmende')}
        required
        hint={`Etwa wie viele Beschäftigte teilnehmen werden, ${ABRUF_TEILNEHMENDE.min} bis ${ABRUF_TEILNEHMENDE.max}.`}
      >
        {(control) => (
          <chakra.input
            {...control}
            {...controlStyle}
            maxW="10rem"
            name="teilnehmende"
            inputMode="numeric"
            autoComplete="off"
            value={values.teilnehmende}
            onChange={(e) => set('teilnehmende', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('hinweis')} hint="Zum Beispiel Uhrzeit, Raum oder ein Schwerpunkt für Ihr Kollegium.">
        {(control) => (
          <chakra.textarea
            {...control}
            {...controlStyle}
            name="hinweis"
            rows={4}
            value={values.hinweis}
            onChange={(e) => set('hinweis', e.target.value)}
          />
        )}
      </FormField>
    </MessageFormFrame>
  );
}
