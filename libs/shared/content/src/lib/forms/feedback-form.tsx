import { FeedbackRequestSchema, type FeedbackRequest } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { TENANT_DETAILS } from '../common/tenant-details';
import { fieldsOf, FormField } from './form-field';
import { controlClass } from './form.styles';
import { optionalText, type SendOutcome } from './form-values';
import { MessageFormFrame } from './message-form-frame';
import { SentConfirmation } from './sent-confirmation';
import { useMessageForm } from './use-message-form';

const LABELS = {
  seite: 'Welche Seite meinen Sie?',
  nachricht: 'Was hat nicht funktioniert, oder was fehlt Ihnen?',
  email: 'Ihre E-Mail-Adresse',
} as const;
const ORDER = Object.keys(LABELS) as (keyof typeof LABELS)[];
const ID = 'feedback';

interface FeedbackValues extends Record<string, string | boolean> {
  seite: string;
  nachricht: string;
  email: string;
}

/** The short feedback form reached from every footer. */
export function FeedbackForm({ tenant, send }: { tenant: Tenant; send: (request: FeedbackRequest) => Promise<SendOutcome> }) {
  const form = useMessageForm<FeedbackValues>({
    initial: { seite: '', nachricht: '', email: '' },
    idPrefix: ID,
    order: ORDER,
    schema: FeedbackRequestSchema,
    toRequest: (v): FeedbackRequest => ({
      art: 'feedback',
      mandant: tenant,
      seite: v.seite,
      nachricht: v.nachricht,
      email: optionalText(v.email),
    }),
    send,
  });
  const { values, errors, status, set } = form;

  if (status.kind === 'sent') {
    return (
      <SentConfirmation
        title="Vielen Dank für Ihr Feedback."
        referenz={status.referenz}
        eingegangenAm={status.eingegangenAm}
        onAnother={form.reset}
      >
        <p>
          {values.email.trim()
            ? `Wir sehen uns Ihre Rückmeldung an und antworten Ihnen an ${values.email.trim()}.`
            : 'Wir sehen uns Ihre Rückmeldung an. Da Sie keine E-Mail-Adresse angegeben haben, erhalten Sie keine Antwort.'}
        </p>
      </SentConfirmation>
    );
  }

  const field = fieldsOf(ID, LABELS, errors);
  return (
    <MessageFormFrame id={ID} form={form} labels={LABELS} fallbackEmail={TENANT_DETAILS[tenant].supportEmail} submitLabel="Feedback senden">
      <FormField {...field('seite')} required hint="Der Titel oder die Adresse der Seite, z. B. „Veranstaltungstermine“.">
        {(control) => (
          <input {...control} className={controlClass} name="seite" value={values.seite} onChange={(e) => set('seite', e.target.value)} />
        )}
      </FormField>
      <FormField
        {...field('nachricht')}
        required
        hint="Beschreiben Sie kurz, was Sie getan haben und was passiert ist. Höchstens 5.000 Zeichen."
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            name="nachricht"
            rows={6}
            value={values.nachricht}
            onChange={(e) => set('nachricht', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('email')} hint="Nur, wenn Sie eine Antwort wünschen.">
        {(control) => (
          <input
            {...control}
            className={controlClass}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </FormField>
    </MessageFormFrame>
  );
}
