import type { RuntimeConfig } from '@fobu/config';
import { createPortalRouter, RouterProvider, type PortalRouter, type RouterHistory } from '@fobu/routing';
import { bindScreens } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { portalScreens } from './portal-screens';

const preloadRoleGroup = bindScreens(portalScreens);

export interface Portal {
  readonly router: PortalRouter;
  readonly queryClient: QueryClient;
}

/** The router and query client of one page load (or one pre-rendered page). */
export function createPortal(config: RuntimeConfig, history?: RouterHistory): Portal {
  const queryClient = new QueryClient();
  return { queryClient, router: createPortalRouter({ config, queryClient, preloadRoleGroup }, history) };
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
