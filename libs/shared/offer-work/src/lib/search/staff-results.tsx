import { DataBoundary } from '@fobu/ui/data-boundary';
import { PagedTable, type DataColumn, type ResultPage } from '@fobu/ui/data-table';
import { ResultCount } from '@fobu/ui/search';
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface StaffResultsProps<Row, P extends ResultPage<Row>, K extends QueryKey> {
  /** The query of the search shown (the list's deferred search: the previous answer stays on screen while the next loads). */
  readonly query: UseSuspenseQueryOptions<P, Error, P, K>;
  /** Whether a newer search than the one shown is loading. */
  readonly busy: boolean;
  /** What is loading, for the loading and error states („die Termine“). */
  readonly what: string;
  /** Singular and plural of what was found, for the count. */
  readonly noun: readonly [string, string];
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  /** The sentence when nothing matches, above the button that resets the filters. */
  readonly empty: string;
  readonly onReset: () => void;
  readonly onPageChange: (seite: number | undefined) => void;
  /** Between the count and the table, e.g. the download of the results, given the page shown. */
  readonly children?: (data: P) => ReactNode;
}

/**
 * A staff search's results: while the first page loads or fails, its loading state; then their
 * count, the table (or a way back when nothing matches) and the paging.
 */
export function StaffResults<Row, P extends ResultPage<Row>, K extends QueryKey>({ what, ...results }: StaffResultsProps<Row, P, K>) {
  return (
    <DataBoundary what={what} rows={6}>
      <ResultList {...results} />
    </DataBoundary>
  );
}

function ResultList<Row, P extends ResultPage<Row>, K extends QueryKey>({
  query,
  busy,
  noun,
  caption,
  columns,
  rowKey,
  empty,
  onReset,
  onPageChange,
  children,
}: Omit<StaffResultsProps<Row, P, K>, 'what'>) {
  const { data } = useSuspenseQuery(query);
  return (
    <>
      <ResultCount total={data.total} noun={noun} busy={busy} />
      {children?.(data)}
      <PagedTable
        data={data}
        loading={busy}
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        empty={empty}
        resetLabel="Filter zurücksetzen"
        onReset={onReset}
        onPageChange={onPageChange}
      />
    </>
  );
}
