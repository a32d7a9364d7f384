import { formatGermanNumber } from '@fobu/domain';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { TableSelection } from './data-table-types';

const boxStyle = { w: '5', h: '5', accentColor: 'brand.solid', cursor: 'pointer' } as const;

/** Selects or clears the rows shown; mixed (indeterminate) while only some are selected. */
export function SelectAllBox<Row>({ keys, selection }: { keys: readonly string[]; selection: TableSelection<Row> }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = keys.filter((key) => selection.selected.includes(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      aria-label="Alle Zeilen auswählen"
      checked={all}
      disabled={keys.length === 0}
      onChange={() =>
        selection.onChange(all ? selection.selected.filter((key) => !keys.includes(key)) : [...new Set([...selection.selected, ...keys])])
      }
      {...boxStyle}
    />
  );
}

/** Selects one row; its label names the row, so that a screen reader says which. */
export function RowBox<Row>({ row, rowKey, selection }: { row: Row; rowKey: string; selection: TableSelection<Row> }) {
  const checked = selection.selected.includes(rowKey);
  return (
    <chakra.input
      type="checkbox"
      aria-label={`Auswählen: ${selection.rowLabel(row)}`}
      checked={checked}
      onChange={() => selection.onChange(checked ? selection.selected.filter((key) => key !== rowKey) : [...selection.selected, rowKey])}
      {...boxStyle}
    />
  );
}

/**
 * How many rows are selected, said by screen readers as it changes, and the bulk actions for
 * them. The live region stays in the page (a region added together with its text is not read).
 */
export function SelectionBar<Row>({ selection }: { selection: TableSelection<Row> }) {
  const count = selection.selected.length;
  return (
    <Flex gap="3" align="center" wrap="wrap" minH="11" mb="3" data-print="hide">
      <Text role="status" aria-live="polite" fontWeight="600">
        {count === 0 ? '' : `${formatGermanNumber(count)} ${count === 1 ? 'Zeile' : 'Zeilen'} ausgewählt`}
      </Text>
      {count > 0 && (
        <Box display="flex" gap="2" flexWrap="wrap" role="group" aria-label="Aktionen für die Auswahl">
          {selection.actions}
          <Button variant="outline" size="sm" minH="44px" onClick={() => selection.onChange([])}>
            Auswahl aufheben
          </Button>
        </Box>
      )}
    </Flex>
  );
}
