import { serviceErrorMessage, useUnsubscribe, type UnsubscribeOutcome } from '@fobu/api-clients';
import { UNSUBSCRIBE_LINK_VALID_DAYS, unsubscribeTokenExpiry } from '@fobu/api-contract';
import { DEFAULT_TENANT, TENANT_PROFILES, type Tenant } from '@fobu/domain';
import { useUnsubscribeLink } from '@fobu/routing';
import { PortalButton, ScreenPage, useDocumentTitle } from '@fobu/ui';
import { useEffect, useRef, useState } from 'react';
import { SettingsWay } from './settings-way';
import { unsubscribeClass } from './unsubscribe.styles';

type Outcome = UnsubscribeOutcome['kind'];

/** What each outcome says: the result's heading and one or two sentences. */
const OUTCOMES: Record<Outcome, { title: string; text: string }> = {
  abbestellt: {
    title: 'Sie erhalten keine E-Mails mehr',
    text: 'Ihre Abbestellung ist gespeichert. Ihre Benachrichtigungen finden Sie weiterhin nach der Anmeldung im Portal.',
  },
  link_ungueltig: {
    title: 'Dieser Link ist ungültig',
    text: 'Der Link ist unvollständig oder wurde verändert. Öffnen Sie bitte den Link aus der E-Mail vollständig, oder stellen Sie Ihre Benachrichtigungen nach der Anmeldung im Portal ein.',
  },
  link_abgelaufen: {
    title: 'Dieser Link ist abgelaufen',
    text: `Ein Link zum Abbestellen gilt ${UNSUBSCRIBE_LINK_VALID_DAYS} Tage. Nutzen Sie bitte den Link aus einer neueren E-Mail, oder stellen Sie Ihre Benachrichtigungen nach der Anmeldung im Portal ein.`,
  },
};

/** What the link itself tells before asking the service: missing or malformed, expired, or worth a try. */
function linkState(token: string | undefined): Outcome | 'pruefen' {
  const expiry = token ? unsubscribeTokenExpiry(token) : undefined;
  if (!expiry) return 'link_ungueltig';
  return expiry.getTime() < Date.now() ? 'link_abgelaufen' : 'pruefen';
}

/**
 * `/unsubscribe/{userId}` and `/{mandant}/controlling/unsubscribe/{userId}` (no sign-in), reached by
 * the link in every e-mail: says which e-mails stop, and ends them with one button. A bad or expired
 * link is said so at once where the link shows it, otherwise by the service's answer.
 */
export function UnsubscribePage() {
  const { userId, token, tenant = DEFAULT_TENANT } = useUnsubscribeLink();
  const [initial] = useState(() => linkState(token));
  const mutation = useUnsubscribe();
  const outcome = initial === 'pruefen' ? mutation.data?.kind : initial;
  if (outcome) return <Result outcome={outcome} tenant={tenant} />;
  const error = serviceErrorMessage(mutation.error, 'Die Abbestellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  return (
    <ScreenPage
      className={unsubscribeClass}
      title="E-Mails abbestellen"
      lead={`Sie haben diesen Link in einer E-Mail des Fortbildungsportals des ${TENANT_PROFILES[tenant].shortName} erhalten.`}
    >
      <div data-unsubscribe="changes">
        <h2>Was sich ändert</h2>
        <ul>
          <li>
            Sie erhalten keine E-Mails mehr zu Ihren Anmeldungen, keine Erinnerungen vor Terminen, keine Nachrichten der
            Veranstaltungsleitung und keine Hinweise auf Anmeldungen, die Ihre Genehmigung brauchen.
          </li>
          <li>Das gilt für alle E-Mails des Fortbildungsportals an Sie, beim IQSH wie beim SHIBB.</li>
          <li>Ihre Benachrichtigungen im Portal bleiben: Nach der Anmeldung sehen Sie sie weiterhin auf Ihrer Startseite.</li>
        </ul>
        <PortalButton
          size="lg"
          busy={mutation.isPending}
          busyText="E-Mails werden abbestellt …"
          onClick={() => token && mutation.mutate({ userId, token })}
        >
          E-Mails abbestellen
        </PortalButton>
        {error && <p role="alert">{error}</p>}
      </div>
    </ScreenPage>
  );
}

/** The outcome as the page's heading, which takes the focus, so that a screen reader reads it at once. */
function Result({ outcome, tenant }: { outcome: Outcome; tenant: Tenant }) {
  const { title, text } = OUTCOMES[outcome];
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => heading.current?.focus(), [outcome]);
  return (
    <div className={unsubscribeClass}>
      <div role={outcome === 'abbestellt' ? 'status' : 'alert'} data-unsubscribe="outcome">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{text}</p>
      </div>
      <SettingsWay tenant={tenant} />
    </div>
  );
}
