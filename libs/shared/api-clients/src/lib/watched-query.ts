import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A query that another part of the screen reads with suspense (and fetches), watched here for
 * what stands beside it: a count in a heading, a result summary. It never fetches by itself, so
 * the part's loading and error states stay with the part that reads it.
 */
export function useWatchedQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  return useQuery({ ...options, enabled: false });
}
