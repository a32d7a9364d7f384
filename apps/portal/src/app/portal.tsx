import type { RuntimeConfig } from '@fobu/config';
import { createUpdateController, type RegisterServiceWorker } from '@fobu/pwa';
import { createPortalRouter, RouterProvider, type PortalRouter, type RouterHistory } from '@fobu/routing';
import { bindScreens, ErrorScreen } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { portalScreens } from './portal-screens';

const preloadRoleGroup = bindScreens(portalScreens);

export interface Portal {
  readonly router: PortalRouter;
  readonly queryClient: QueryClient;
}

export interface PortalOptions {
  /** The browser's by default; pre-rendering passes a memory history. */
  readonly history?: RouterHistory;
  /** Registers `/sw.js`; absent when pre-rendering. */
  readonly registerServiceWorker?: RegisterServiceWorker;
}

/** Where a sign-in is completed: an update reload there would lose it. */
const onSignInCallback = () => typeof window !== 'undefined' && window.location.pathname.endsWith('/callback');

/** The router and query client of one page load (or one pre-rendered page). */
export function createPortal(config: RuntimeConfig, { history, registerServiceWorker }: PortalOptions = {}): Portal {
  const queryClient = new QueryClient();
  const updates = createUpdateController({
    register: registerServiceWorker,
    serviceWorkers: registerServiceWorker && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    isSignInInProgress: onSignInCallback,
    reload: () => window.location.reload(),
  });
  const router = createPortalRouter({ config, queryClient, preloadRoleGroup, updates }, { history, errorComponent: ErrorScreen });
  return { queryClient, router };
}

/** The whole portal; the router must have loaded the current location before it renders. */
export function PortalApp({ portal }: { portal: Portal }) {
  return (
    <StrictMode>
      <QueryClientProvider client={portal.queryClient}>
        <UiProvider>
          <RouterProvider router={portal.router} />
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
