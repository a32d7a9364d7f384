import {
  createJustLoaded,
  createLazyQueryClient,
  createLazyServiceClients,
  type JustLoaded,
  type LazyQueryClient,
  type LoadServiceClients,
} from '@fobu/api-clients';
import { createAuthSession, type AuthSession, type LoggedInUser } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { roleGroupOf, type RoleScreen } from '@fobu/domain';
import { requestRetryDelay, shouldRetryRequest } from '@fobu/http';
import { isStandalone } from '@fobu/pwa';
import { isSettingsView, type ScreenModule } from '@fobu/routing';
import { openedBranch, type OpenedBranch } from '@fobu/routing/opened-screen';
import type { RoleGroupLoaders } from '@fobu/shell';
import { roleGroupScreens } from './role-group-screens';

/** The sign-in session, the service clients that carry its tokens, and the cache of what they answered. */
export interface PortalSession {
  readonly auth: AuthSession;
  readonly loadServiceClients: LoadServiceClients;
  /** Made when the first part that asks the services loads (issue 45: not on the start page's first visit). */
  readonly queryClient: LazyQueryClient;
  /** What counts as just loaded for the screen being opened; the router tells it of navigations. */
  readonly justLoaded: JustLoaded;
}

/** The installed app signs in with a client of its own; pre-rendering passes a session in which nobody is signed in. */
export function createPortalSession(
  config: RuntimeConfig,
  auth: AuthSession = createAuthSession(config, { clientKind: isStandalone() ? 'mobile' : 'web' }),
): PortalSession {
  // A service's 4xx answer is final, only what can heal is asked again; mutations keep Query's default
  // of no retry. Data just loaded for a screen is used by its loader and itself without asking again.
  const justLoaded = createJustLoaded();
  const queryClient = createLazyQueryClient({
    defaultOptions: { queries: { retry: shouldRetryRequest, retryDelay: requestRetryDelay, staleTime: justLoaded.staleTime } },
  });
  return { auth, loadServiceClients: createLazyServiceClients(auth), queryClient, justLoaded };
}

/** Where a start is: by default, this browser's address and the portal's role groups. */
export interface SessionStart {
  readonly auth?: AuthSession;
  /** The address the page was opened at: its path and its search (`?…`). */
  readonly path?: string;
  readonly search?: string;
  readonly roleGroups?: RoleGroupLoaders;
}

/**
 * For a page that was not pre-rendered (a role screen opened by its address), which shows nothing
 * before its user and data are there: with a stored sign-in, the user and the services' tokens are
 * asked for at once, while the app's code still loads (issue 18), and once the user is there the
 * branch's code and the opened screen's data, instead of once the router's guard and loader run.
 * The guard then finds the user's load under way (one request for all), the loader the branch's
 * chunk loaded (a module is imported once) and the data in the cache or on its way (a query is
 * fetched once).
 */
export function startPortalSession(config: RuntimeConfig, start: SessionStart = {}): PortalSession {
  const session = createPortalSession(config, start.auth);
  if (session.auth.hasStoredSignIn()) {
    const user = session.auth.ensureUser();
    // A failure shows where the clients are used: the route's loader reports it.
    session.loadServiceClients().catch(() => undefined);
    const branch = openedBranch(start.path ?? window.location.pathname, start.search ?? window.location.search);
    // The screen's data goes into the query cache: its code (7 KB) loads beside the clients', not after the user.
    if (branch) session.queryClient.load().catch(() => undefined);
    // After the user, not beside: evaluating the branch's code would hold up the user's own load on
    // a phone's busy main thread. What fails here is asked for again, and reported, by the route.
    if (branch)
      user
        .then((signedIn) => signedIn && startBranch(session, branch, signedIn, start.roleGroups ?? roleGroupScreens))
        .catch(() => undefined);
  }
  return session;
}

/** The branch's code, and the opened screen's data where the user's active role is the branch's (else the guard sends them elsewhere). */
async function startBranch(session: PortalSession, branch: OpenedBranch, user: LoggedInUser, roleGroups: RoleGroupLoaders) {
  // Each screen's module takes its own search; `openedBranch` has validated the search for this screen.
  const [groupScreens, queryClient] = await Promise.all([roleGroups[roleGroupOf(branch.role)](), session.queryClient.load()]);
  const screens = groupScreens as Readonly<Partial<Record<RoleScreen, ScreenModule>>>;
  const { screen, tenant, role } = branch;
  // A dashboard's settings view shows the settings, not the dashboard's data.
  if (!screen || user.activeRole !== role || isSettingsView(screen.search)) return;
  const { loadServiceClients } = session;
  await screens[screen.name]?.prefetch?.({ queryClient, loadServiceClients, user, tenant, role, search: screen.search });
}
