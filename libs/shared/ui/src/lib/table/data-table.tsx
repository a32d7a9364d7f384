import { Box, Text } from '@chakra-ui/react';
import { BREAKPOINTS } from '@fobu/domain';
import { useMinWidth } from '../layout/use-min-width';
import { usePrinting } from '../layout/use-printing';
import { CardLayout } from './card-layout';
import type { DataTableProps } from './data-table-types';
import { SelectionBar } from './selection';
import { TableLayout } from './table-layout';

/**
 * A page of a server-sorted, server-paged result for staff screens: a real table from 600 px (or
 * 1024 px, `tableFrom`), a card per row below, and always on paper (a portrait A4 page is narrower
 * than 1024 px, and a card list broke off after the first page). The screen keeps the order in its URL (`sort`, `onSortChange`) and the
 * selection for bulk actions in its state (`selection`, with the action bar's buttons).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const wideWindow = useMinWidth(BREAKPOINTS[props.tableFrom ?? 'sm']);
  const printing = usePrinting();
  const wide = wideWindow || printing;
  const { rows, loading, selection, empty } = props;
  return (
    <Box>
      {selection && <SelectionBar selection={selection} />}
      {!loading && rows.length === 0 ? (
        (empty ?? <Text color="fg.muted">Keine Einträge gefunden.</Text>)
      ) : wide ? (
        <TableLayout {...props} />
      ) : (
        <CardLayout {...props} />
      )}
    </Box>
  );
}
