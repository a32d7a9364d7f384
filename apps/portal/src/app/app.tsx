import { createLazyServiceClients, ServiceClientsProvider } from '@fobu/api-clients';
import { createAuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { createPortalRouter, RouterProvider } from '@fobu/routing';
import { bindScreens } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { portalScreens } from './portal-screens';

const preloadRoleGroup = bindScreens(portalScreens);

/** Joins the session, the service clients, the query cache and the router; nothing else. */
function createPortal(config: RuntimeConfig) {
  const auth = createAuthSession(config);
  const loadServiceClients = createLazyServiceClients(config, auth);
  const queryClient = new QueryClient();
  const router = createPortalRouter({ config, queryClient, auth, loadServiceClients, preloadRoleGroup });
  return { queryClient, router, loadServiceClients };
}

export function App({ config }: { config: RuntimeConfig }) {
  const [{ queryClient, router, loadServiceClients }] = useState(() => createPortal(config));
  return (
    <QueryClientProvider client={queryClient}>
      <ServiceClientsProvider load={loadServiceClients}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </ServiceClientsProvider>
    </QueryClientProvider>
  );
}
