import type { AuthSession } from '@fobu/auth';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyQueryClient } from './query-client/lazy-query-client';

/**
 * Empties the query cache when a session ends: sign-out, time-out, a failed refresh, or another
 * person signing in (the popup flow can switch users without a reload). Nothing one person saw is
 * then left for the next one on a shared school computer.
 */
export function clearCacheWhenSessionEnds(
  auth: Pick<AuthSession, 'getState' | 'subscribe'>,
  queryClient: QueryClient | LazyQueryClient,
): () => void {
  // A cache not made yet holds nothing to clear.
  const cache = () => ('current' in queryClient ? queryClient.current() : queryClient);
  let signedIn = signedInUid(auth.getState());
  return auth.subscribe(() => {
    const state = auth.getState();
    if (state.status === 'loading') return;
    const now = signedInUid(state);
    if (signedIn !== undefined && now !== signedIn) cache()?.clear();
    signedIn = now;
  });
}

const signedInUid = (state: ReturnType<AuthSession['getState']>) => (state.status === 'signed-in' ? state.user.uid : undefined);
