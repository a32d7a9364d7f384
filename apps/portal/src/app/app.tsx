import type { RuntimeConfig } from '@fobu/config';
import { createPortalRouter, RouterProvider } from '@fobu/routing';
import { bindScreens } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { portalScreens } from './portal-screens';

const preloadRoleGroup = bindScreens(portalScreens);

export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createPortalRouter({ config, queryClient, preloadRoleGroup }));
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}
