import { Box, Button, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { Paging, ResultCount } from '@fobu/ui/search';
import type { ReactNode } from 'react';

interface StaffResultsProps<Row> {
  /** The page of results the search answered. */
  readonly data: { items: readonly Row[]; total: number; page: number; pageSize: number };
  /** The previous answer is shown while the next loads. */
  readonly busy: boolean;
  /** Singular and plural of what was found, for the count. */
  readonly noun: readonly [string, string];
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  /** The sentence when nothing matches, above the button that resets the filters. */
  readonly empty: string;
  readonly onReset: () => void;
  readonly onPageChange: (seite: number | undefined) => void;
  /** Between the count and the table, e.g. the download of the results. */
  readonly children?: ReactNode;
}

/** A staff search's results: their count, the table (or a way back when nothing matches) and the paging. */
export function StaffResults<Row>({
  data,
  busy,
  noun,
  caption,
  columns,
  rowKey,
  empty,
  onReset,
  onPageChange,
  children,
}: StaffResultsProps<Row>) {
  return (
    <>
      <ResultCount total={data.total} noun={noun} busy={busy} />
      {children}
      <DataTable
        tableFrom="md"
        caption={caption}
        columns={columns}
        rows={data.items}
        rowKey={rowKey}
        loading={busy}
        empty={
          <Box borderWidth="1px" borderRadius="md" p="5">
            <Text mb="3">{empty}</Text>
            <Button variant="outline" size="sm" minH="44px" onClick={onReset}>
              Filter zurücksetzen
            </Button>
          </Box>
        }
      />
      {/* The first page stays out of the URL. */}
      <Paging
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={(seite) => onPageChange(seite > 1 ? seite : undefined)}
      />
    </>
  );
}
