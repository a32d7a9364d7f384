import { DEFAULT_TENANT } from '@fobu/domain';
import { Link, useBranch } from '@fobu/routing';
import { buttonLook, MessagePage } from '@fobu/ui';

/** Shown for every address the portal does not know. */
export function NotFoundScreen() {
  const { tenant = DEFAULT_TENANT } = useBranch();
  return (
    <MessagePage
      title="Seite nicht gefunden"
      action={
        <Link to="/$mandant" params={{ mandant: tenant }} {...buttonLook('solid', 'lg')}>
          Zur Startseite
        </Link>
      }
    >
      <p>Die aufgerufene Adresse gibt es im Fortbildungsportal nicht (mehr).</p>
      <p>Vielleicht hat sich ein Tippfehler eingeschlichen, oder der Link ist veraltet. Über die Startseite finden Sie alle Angebote.</p>
    </MessagePage>
  );
}
