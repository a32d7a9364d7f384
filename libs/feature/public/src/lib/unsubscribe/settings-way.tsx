import { TENANT_PROFILES, type Tenant } from '@fobu/domain';
import { Link, useSignIn } from '@fobu/routing';
import { PortalButton } from '@fobu/ui';

/**
 * The way to the notification settings, which the booking dashboard shows after signing in: there
 * a person chooses the kinds of notification, and turns the e-mails back on.
 */
export function SettingsWay({ tenant }: { tenant: Tenant }) {
  const { signIn, busy } = useSignIn(tenant);
  return (
    <section aria-labelledby="benachrichtigungen-einstellen" data-unsubscribe="settings">
      <h2 id="benachrichtigungen-einstellen">Benachrichtigungen einstellen</h2>
      <p>
        Nach der Anmeldung im Portal legen Sie unter „Einstellungen“ oben neben „Abmelden“ fest, worüber Sie benachrichtigt werden und ob
        auch per E-Mail. Dort können Sie die E-Mails jederzeit wieder einschalten.
      </p>
      <div data-unsubscribe="ways">
        <PortalButton busy={busy} busyText="Anmeldung wird geöffnet …" onClick={() => void signIn()}>
          Anmelden und Benachrichtigungen einstellen
        </PortalButton>
        <Link to="/$mandant" params={{ mandant: tenant }} style={{ textDecoration: 'underline' }}>
          Zum Fortbildungsportal des {TENANT_PROFILES[tenant].shortName}
        </Link>
      </div>
    </section>
  );
}
