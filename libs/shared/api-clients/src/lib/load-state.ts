import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A query's state as a screen shows it (`LoadStates` in @fobu/ui). Offline, TanStack Query pauses
 * a request instead of failing it: that is told apart from loading, so nobody waits for a spinner.
 */
export function loadStateOf(
  query: Pick<UseQueryResult, 'isSuccess' | 'isError' | 'fetchStatus'>,
): 'ready' | 'error' | 'offline' | 'loading' {
  if (query.isSuccess) return 'ready';
  if (query.isError) return 'error';
  return query.fetchStatus === 'paused' ? 'offline' : 'loading';
}
