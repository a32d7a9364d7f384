import { Box, Button, Text } from '@chakra-ui/react';
import { Paging } from '../list/paging';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';

/** One page of a server's list, as the staff searches answer. */
export interface ResultPage<Row> {
  readonly items: readonly Row[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

interface PagedTableProps<Row> extends Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rowKey'> {
  readonly data: ResultPage<Row>;
  /** A newer page or search is loading: the rows shown are dimmed. */
  readonly loading: boolean;
  /** The sentence when nothing matches, above the button that starts the search afresh. */
  readonly empty: string;
  /** The button's text: what it resets („Filter zurücksetzen“, „Suche zurücksetzen“). */
  readonly resetLabel: string;
  readonly onReset: () => void;
  /** The page chosen; undefined for the first, which stays out of the URL. */
  readonly onPageChange: (seite: number | undefined) => void;
}

/** A staff list's page: the table (or, when nothing matches, a way back) and the paging. */
export function PagedTable<Row>({ data, loading, empty, resetLabel, onReset, onPageChange, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable
        {...table}
        tableFrom="md"
        rows={data.items}
        loading={loading}
        empty={
          <Box borderWidth="1px" borderRadius="md" p="5">
            <Text mb="3">{empty}</Text>
            <Button variant="outline" size="sm" minH="44px" onClick={onReset}>
              {resetLabel}
            </Button>
          </Box>
        }
      />
      <Paging
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={(seite) => onPageChange(seite > 1 ? seite : undefined)}
      />
    </>
  );
}
