import { useWatchedQuery } from '@fobu/api-clients';
import { keepPreviousData, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ResultCount } from '@fobu/ui/search';

/**
 * The count above a result list: it watches the same query the list reads (without fetching it
 * again) and keeps the last count while the next answer loads, so that the live region is there
 * from the start and announces each new count.
 */
export function ResultSummary<T extends { total: number }, K extends QueryKey>({
  query,
  noun,
}: {
  query: UseQueryOptions<T, Error, T, K>;
  noun: [singular: string, plural: string];
}) {
  const { data, isFetching } = useWatchedQuery({ ...query, placeholderData: keepPreviousData });
  return <ResultCount total={data?.total} noun={noun} busy={isFetching || data === undefined} />;
}
