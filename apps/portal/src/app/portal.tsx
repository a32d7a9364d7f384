import {
  clearCacheWhenSessionEnds,
  LazyQueryClientProvider,
  ServiceClientsProvider,
  type LazyQueryClient,
  type LoadServiceClients,
} from '@fobu/api-clients';
import type { AuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { createUpdateController, type RegisterServiceWorker } from '@fobu/pwa';
import { createPortalRouter, RouterProvider, type PortalRouter, type RouterHistory } from '@fobu/routing';
import { bindScreens, ErrorScreen, QueryRetry } from '@fobu/shell';
import { Toasts } from '@fobu/ui';
import { StrictMode, useEffect } from 'react';
import { portalScreens } from './portal-screens';
import { createPortalSession, type PortalSession } from './portal-session';

const roleScreens = bindScreens(portalScreens);

export interface Portal {
  readonly router: PortalRouter;
  readonly queryClient: LazyQueryClient;
  readonly loadServiceClients: LoadServiceClients;
  /** Called when the app has put its first screen into the page (`PortalApp`'s first commit). */
  readonly firstScreenCommitted: () => void;
}

export interface PortalOptions {
  /** The browser's by default; pre-rendering passes a memory history. */
  readonly history?: RouterHistory;
  /** Registers `/sw.js`; absent when pre-rendering. */
  readonly registerServiceWorker?: RegisterServiceWorker;
  /** The sign-in session and its service clients, if the start has made them already (portal-session.ts). */
  readonly session?: PortalSession;
}

/** A sign-in is in flight on the callback and while the session loads: no update reload then. */
function signInInProgress(auth: AuthSession): () => boolean {
  return () => window.location.pathname.endsWith('/callback') || auth.getState().status === 'loading';
}

/**
 * The longest the service worker waits for the first screen and its data: a page whose screen never
 * shows (an error before it) or whose data never stops loading still gets its worker.
 */
const FIRST_SCREEN_WAIT_MS = 10_000;

/**
 * How often, after the first screen's commit, the portal looks whether its queries are still
 * fetching: its parts that render after that commit (a list whose skeleton hydrated first) start
 * their queries within a few tens of milliseconds at a phone's speed.
 */
const FIRST_SCREEN_CHECK_MS = 300;

/**
 * A promise that settles once `show` was called (the first screen is in the page) and the queries
 * of its parts have their answers (a list's search, a dashboard's second list) or, at the latest,
 * after FIRST_SCREEN_WAIT_MS.
 */
function firstScreen(queryClient: LazyQueryClient): { readonly shown: Promise<void>; readonly show: () => void } {
  let show = () => undefined as void;
  const committed = new Promise<void>((settle) => (show = settle));
  const shown = new Promise<void>((settle) => {
    void committed.then(() => queryClient.quiet(FIRST_SCREEN_CHECK_MS)).then(settle);
    setTimeout(settle, FIRST_SCREEN_WAIT_MS);
  });
  return { shown, show };
}

/** Joins the session, the service clients, the query cache, the updates and the router; nothing else. */
export function createPortal(config: RuntimeConfig, options: PortalOptions = {}): Portal {
  const { auth, loadServiceClients, queryClient, justLoaded } = options.session ?? createPortalSession(config);
  clearCacheWhenSessionEnds(auth, queryClient);
  // The worker's install fetches every file of the app: it waits until the first screen is shown
  // with its data, which it would otherwise delay (a list's first cards by about 0.2 s, docs/performance.md).
  const screenShown = options.registerServiceWorker ? firstScreen(queryClient) : undefined;
  const updates = createUpdateController({
    register: options.registerServiceWorker,
    registerAfter: screenShown?.shown,
    serviceWorkers: options.registerServiceWorker && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    isSignInInProgress: signInInProgress(auth),
    reload: () => window.location.reload(),
  });
  const router = createPortalRouter(
    { config, queryClient, auth, loadServiceClients, roleScreens, updates },
    { history: options.history, errorComponent: ErrorScreen },
  );
  // A navigation (not the page's first) loads its screen's data again unless loaded since the last screen
  // was shown and not on view: what the screens on view show is data an earlier screen loaded.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation) justLoaded.opening(queryClient.current()?.getQueryCache().findAll({ type: 'active' }));
  });
  router.subscribe('onResolved', justLoaded.shown);
  return { queryClient, router, loadServiceClients, firstScreenCommitted: screenShown?.show ?? (() => undefined) };
}

/** The whole portal; the router must have loaded the current location before it renders. */
export function PortalApp({ portal }: { portal: Portal }) {
  // After the commit that hydrated or rendered the first screen, whose parts have started their
  // queries as they rendered: the router's `onRendered` of a hydrated page comes before that.
  useEffect(() => portal.firstScreenCommitted(), [portal]);
  return (
    <StrictMode>
      <LazyQueryClientProvider client={portal.queryClient}>
        <ServiceClientsProvider load={portal.loadServiceClients}>
          <QueryRetry>
            <RouterProvider router={portal.router} />
          </QueryRetry>
          <Toasts />
        </ServiceClientsProvider>
      </LazyQueryClientProvider>
    </StrictMode>
  );
}
