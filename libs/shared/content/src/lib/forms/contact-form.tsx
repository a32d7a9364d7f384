import { KONTAKT_THEMEN, KontaktRequestSchema, type KontaktRequest } from '@fobu/api-contract';
import { TENANT_PROFILES, TENANTS, type Tenant } from '@fobu/domain';
import { CheckOption } from '@fobu/ui/form';
import { PageLink } from '../common/content-link';
import { TENANT_DETAILS } from '../common/tenant-details';
import { fieldsOf, FormField } from './form-field';
import { consentFieldClass, controlClass } from './form.styles';
import { optionalText, type SendOutcome } from './form-values';
import { MessageFormFrame } from './message-form-frame';
import { SentConfirmation } from './sent-confirmation';
import { useMessageForm } from './use-message-form';

const LABELS = {
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  mandant: 'Institut',
  thema: 'Thema',
  vnr: 'Veranstaltungsnummer',
  nachricht: 'Ihre Nachricht',
  einwilligung: 'Datenschutzhinweise',
} as const;
const ORDER = Object.keys(LABELS) as (keyof typeof LABELS)[];
const ID = 'kontakt';

const toRequest = (v: ContactValues): KontaktRequest => ({
  art: 'kontakt',
  mandant: v.mandant as Tenant,
  name: v.name,
  email: v.email,
  thema: v.thema as KontaktRequest['thema'],
  nachricht: v.nachricht,
  vnr: optionalText(v.vnr),
  einwilligung: v.einwilligung as true,
});

interface ContactValues extends Record<string, string | boolean> {
  name: string;
  email: string;
  mandant: string;
  thema: string;
  vnr: string;
  nachricht: string;
  einwilligung: boolean;
}

/** Who is writing, when the portal knows it (signed in). A type, not an interface: it is passed as a record of fields. */
export type KnownPerson = {
  readonly name: string;
  readonly email: string;
};

/** The support page's contact form; `send` delivers the request (the feature passes the service call). */
export function ContactForm({
  tenant,
  person,
  send,
}: {
  tenant: Tenant;
  person?: KnownPerson;
  send: (request: KontaktRequest) => Promise<SendOutcome>;
}) {
  const form = useMessageForm<ContactValues>({
    initial: { name: '', email: '', mandant: tenant, thema: '', vnr: '', nachricht: '', einwilligung: false },
    idPrefix: ID,
    order: ORDER,
    schema: KontaktRequestSchema,
    toRequest,
    send,
    prefill: person,
  });
  const { values, errors, status, set } = form;
  const supportEmail = TENANT_DETAILS[values.mandant as Tenant]?.supportEmail ?? TENANT_DETAILS[tenant].supportEmail;

  if (status.kind === 'sent') {
    return (
      <SentConfirmation
        title="Vielen Dank, Ihre Nachricht ist angekommen."
        referenz={status.referenz}
        eingegangenAm={status.eingegangenAm}
        onAnother={form.reset}
      >
        <p>
          Wir antworten Ihnen in der Regel innerhalb von drei Arbeitstagen an {values.email.trim()}. Bitte geben Sie die Vorgangsnummer an,
          wenn Sie uns zu diesem Anliegen erneut schreiben.
        </p>
      </SentConfirmation>
    );
  }

  const field = fieldsOf(ID, LABELS, errors);
  return (
    <MessageFormFrame id={ID} form={form} labels={LABELS} fallbackEmail={supportEmail} submitLabel="Nachricht senden">
      <FormField {...field('name')} required>
        {(control) => (
          <input
            {...control}
            className={controlClass}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('email')} required>
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
      <FormField {...field('mandant')} required hint="An welches Institut richtet sich Ihre Frage?">
        {(control) => (
          <select
            {...control}
            className={controlClass}
            name="mandant"
            value={values.mandant}
            onChange={(e) => set('mandant', e.target.value)}
          >
            {TENANTS.map((option) => (
              <option key={option} value={option}>
                {TENANT_PROFILES[option].shortName} – {TENANT_PROFILES[option].name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('thema')} required>
        {(control) => (
          <select {...control} className={controlClass} name="thema" value={values.thema} onChange={(e) => set('thema', e.target.value)}>
            <option value="">Bitte wählen Sie ein Thema</option>
            {Object.entries(KONTAKT_THEMEN).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('vnr')} hint="Wenn Ihre Frage eine bestimmte Veranstaltung betrifft, z. B. IQ240001.">
        {(control) => (
          <input
            {...control}
            className={controlClass}
            name="vnr"
            data-narrow=""
            autoComplete="off"
            value={values.vnr}
            onChange={(e) => set('vnr', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('nachricht')} required hint="Mindestens 10, höchstens 5.000 Zeichen.">
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            name="nachricht"
            rows={7}
            value={values.nachricht}
            onChange={(e) => set('nachricht', e.target.value)}
          />
        )}
      </FormField>
      <ConsentField checked={values.einwilligung} error={errors['einwilligung']} onChange={(checked) => set('einwilligung', checked)} />
    </MessageFormFrame>
  );
}

/** The privacy checkbox: a native checkbox, 24 px, with its label beside it as one large target. */
function ConsentField({ checked, error, onChange }: { checked: boolean; error: string | undefined; onChange: (checked: boolean) => void }) {
  const id = `${ID}-einwilligung`;
  return (
    <fieldset className={consentFieldClass}>
      <legend>{LABELS.einwilligung} *</legend>
      {error && (
        <p id={`${id}-fehler`} data-error="">
          Fehler: {error}
        </p>
      )}
      <CheckOption
        id={id}
        name="einwilligung"
        checked={checked}
        onChange={onChange}
        describedBy={[error && `${id}-fehler`, `${id}-hinweis`].filter(Boolean).join(' ')}
        invalid={!!error}
        required
      >
        Ich habe die Datenschutzhinweise gelesen. Meine Angaben werden nur zur Bearbeitung meines Anliegens verwendet.
      </CheckOption>
      <p id={`${id}-hinweis`} data-hint="">
        Die Hinweise stehen in der <PageLink to="datenschutz">Datenschutzerklärung</PageLink> im Abschnitt „Kontaktformular und Feedback“.
      </p>
    </fieldset>
  );
}
