import { PortalButton } from '@fobu/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { GERMAN_TIME_ZONE } from '@fobu/domain';
import { sendFailureClass, sentConfirmationClass } from './form.styles';

const RECEIVED_AT_FORMAT = { dateStyle: 'full', timeStyle: 'short', timeZone: GERMAN_TIME_ZONE } as const;

/**
 * The receipt in place of the form. Its heading takes focus, so that keyboard and screen-reader
 * users land on it instead of on a control that no longer exists.
 */
export function SentConfirmation({
  title,
  referenz,
  eingegangenAm,
  children,
  onAnother,
  anotherLabel = 'Weitere Nachricht schreiben',
}: {
  title: string;
  referenz: string;
  eingegangenAm: string;
  children: ReactNode;
  onAnother: () => void;
  anotherLabel?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className={sentConfirmationClass}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>
        Ihre Vorgangsnummer: <strong data-testid="vorgangsnummer">{referenz}</strong>
      </p>
      <p>Eingegangen am {new Date(eingegangenAm).toLocaleString('de-DE', RECEIVED_AT_FORMAT)} Uhr.</p>
      <div data-details="">{children}</div>
      <PortalButton variant="outline" onClick={onAnother}>
        {anotherLabel}
      </PortalButton>
    </div>
  );
}

/** A failed send: what happened and what to do; the form below keeps every entry. */
export function SendFailure({ email }: { email: string }) {
  return (
    <FailureBox>
      <p>Ihre Nachricht konnte nicht gesendet werden.</p>
      <p>
        Bitte prüfen Sie Ihre Internetverbindung und senden Sie das Formular erneut; Ihre Eingaben sind erhalten. Klappt es weiterhin nicht,
        schreiben Sie uns an <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </FailureBox>
  );
}

/** A request the service turned down as a whole (e.g. already made): its reason; the form keeps every entry. */
export function SendRefused({ message }: { message: string }) {
  return (
    <FailureBox>
      <p>Nicht gesendet</p>
      <p>{message}</p>
    </FailureBox>
  );
}

function FailureBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={sendFailureClass}>
      {children}
    </div>
  );
}
