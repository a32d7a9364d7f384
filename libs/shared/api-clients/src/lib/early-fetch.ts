import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query as this component renders, for a part further down that reads it with suspense
 * (a DataBoundary's content): on a pre-rendered page that part renders only once the page is
 * hydrated, and its request would wait until then. Returns what the DataBoundary waits for before
 * it shows that part (`ready`): the request, settled once its data has arrived or it failed;
 * nothing when the data (or its failure) is there already, which the part shows at once. A query
 * already loaded or failed is left as it is; one on its way is not asked for again (Query joins
 * the request under way). TanStack Query's `usePrefetchQuery` starts the request too, but also
 * while pre-rendering, which has no data (and no service to ask), and returns nothing to wait for.
 */
export function useEarlyFetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void> | undefined {
  const client = useQueryClient();
  if (typeof window === 'undefined') return undefined;
  const state = client.getQueryState(options.queryKey);
  return state && state.status !== 'pending' ? undefined : client.prefetchQuery(options);
}
