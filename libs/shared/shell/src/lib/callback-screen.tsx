import { AUTH_NOTICES } from '@fobu/auth';
import { getRouteApi } from '@fobu/routing';
import { MessagePage, withDesignSystem } from '@fobu/ui';
import { SignInButton } from './sign-in-button';

const callbackApi = getRouteApi('/$mandant/callback');

/** Where the identity provider sends the browser back (spec section 4): only shown when the sign-in does not move on. */
function CallbackScreenView() {
  const outcome = callbackApi.useLoaderData();
  const { mandant } = callbackApi.useParams();
  if (outcome.kind !== 'error') {
    return (
      <MessagePage title="Anmeldung">
        <p role="status">Die Anmeldung wird abgeschlossen. Dieses Fenster schließt sich gleich.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Anmeldung nicht möglich" alert action={<SignInButton tenant={mandant} label="Erneut anmelden" />}>
      <p>{AUTH_NOTICES[outcome.notice]}</p>
    </MessagePage>
  );
}

export const CallbackScreen = withDesignSystem(CallbackScreenView);
