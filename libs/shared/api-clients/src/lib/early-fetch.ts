import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query as this component renders, for a part further down that reads it with suspense
 * (a DataBoundary's content): on a pre-rendered page that part renders only once the page is
 * hydrated, and its request would wait until then. A query already in the cache (loaded, loading
 * or failed) is left as it is. TanStack Query's `usePrefetchQuery` does the same, but also while
 * pre-rendering, which has no data (and no service to ask).
 */
export function useEarlyFetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  const client = useQueryClient();
  if (typeof window !== 'undefined' && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}
