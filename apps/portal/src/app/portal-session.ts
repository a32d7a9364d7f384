import { createLazyServiceClients, type LoadServiceClients } from '@fobu/api-clients';
import { createAuthSession, type AuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { isStandalone } from '@fobu/pwa';

/** The sign-in session and the service clients that carry its tokens. */
export interface PortalSession {
  readonly auth: AuthSession;
  readonly loadServiceClients: LoadServiceClients;
}

/** The installed app signs in with a client of its own; pre-rendering passes a session in which nobody is signed in. */
export function createPortalSession(
  config: RuntimeConfig,
  auth: AuthSession = createAuthSession(config, { clientKind: isStandalone() ? 'mobile' : 'web' }),
): PortalSession {
  return { auth, loadServiceClients: createLazyServiceClients(config, auth) };
}

/**
 * For a page that was not pre-rendered (a role screen opened by its address), which shows nothing
 * before its user and data are there: with a stored sign-in, the user and the services' tokens are
 * asked for at once, while the app's code still loads (issue 18), instead of once the route's guard
 * and loader run. The guard then finds the user's load under way (it is one request for all).
 */
export function startPortalSession(config: RuntimeConfig, auth?: AuthSession): PortalSession {
  const session = createPortalSession(config, auth);
  if (session.auth.hasStoredSignIn()) {
    session.auth.restoreSilently();
    // A failure shows where the clients are used: the route's loader reports it.
    session.loadServiceClients().catch(() => undefined);
  }
  return session;
}
