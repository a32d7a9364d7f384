import { QueryClientContext } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { LazyQueryClient } from './lazy-query-client';

/**
 * Provides the session's query cache to the parts below once its code has loaded, as
 * `QueryClientProvider` would: the same context, so TanStack Query's hooks find it. The provider
 * stays in place when the client arrives (no part of the tree is mounted anew).
 */
export function LazyQueryClientProvider({ client, children }: { client: LazyQueryClient; children: ReactNode }) {
  const current = useSyncExternalStore(client.subscribe, client.current, client.current);
  return <QueryClientContext.Provider value={current}>{children}</QueryClientContext.Provider>;
}
