import { Box, chakra, Flex, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { ListSkeleton } from '../feedback/list-skeleton';
import { SelectFilter, type Choice } from '../form/filter-fields';
import type { DataTableProps, TableSort } from './data-table-types';
import { RowBox, SelectAllBox } from './selection';
import { printHiddenIf } from './table-layout';

const sortValue = (sort: TableSort) => `${sort.key}:${sort.direction}`;

/**
 * Below 600 px: each row a card, each value under its column's heading (a description list), and
 * the order chosen in a field, since there are no column headings to press.
 */
export function CardLayout<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  selection,
  loading = false,
  skeletonRows = 5,
}: DataTableProps<Row>) {
  const headingId = useId();
  const keys = rows.map(rowKey);
  const sortChoices: Choice[] = columns.flatMap((column) =>
    column.sortKey
      ? [
          { value: sortValue({ key: column.sortKey, direction: 'asc' }), label: `${column.header} (aufsteigend)` },
          { value: sortValue({ key: column.sortKey, direction: 'desc' }), label: `${column.header} (absteigend)` },
        ]
      : [],
  );
  return (
    <Stack gap="3">
      <chakra.p id={headingId} fontWeight="600">
        {caption}
      </chakra.p>
      {onSortChange && sortChoices.length > 0 && (
        <Box {...printHiddenIf(true)}>
          <SelectFilter
            label="Sortierung"
            value={sort && sortValue(sort)}
            choices={sortChoices}
            emptyLabel="Voreinstellung"
            onChange={(value) => {
              const [key, direction] = value?.split(':') ?? [];
              onSortChange(key ? { key, direction: direction === 'desc' ? 'desc' : 'asc' } : undefined);
            }}
          />
        </Box>
      )}
      {selection && rows.length > 0 && (
        <Flex as="label" align="center" gap="3" minH="44px" cursor="pointer" {...printHiddenIf(true)}>
          <SelectAllBox keys={keys} selection={selection} />
          Alle auswählen
        </Flex>
      )}
      {loading && rows.length === 0 ? (
        <ListSkeleton rows={skeletonRows} label={`${caption} werden geladen`} />
      ) : (
        <Stack as="ul" aria-labelledby={headingId} aria-busy={loading} listStyleType="none" p="0" m="0" gap="3" opacity={loading ? 0.6 : 1}>
          {rows.map((row, index) => (
            <Box
              as="li"
              key={keys[index]}
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              p="4"
              bg="bg.panel"
              breakInside="avoid"
              data-card=""
            >
              {selection && (
                <Flex as="label" align="center" gap="3" minH="44px" cursor="pointer" {...printHiddenIf(true)}>
                  <RowBox row={row} rowKey={keys[index]} selection={selection} />
                  Auswählen
                </Flex>
              )}
              <chakra.dl display="grid" gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)" columnGap="3" rowGap="1">
                {columns.map((column) => (
                  <Box key={column.key} display="contents" {...printHiddenIf(column.screenOnly)}>
                    <chakra.dt fontWeight="600" color="fg.muted" fontSize="sm">
                      {column.header}
                    </chakra.dt>
                    <chakra.dd m="0">{column.cell(row)}</chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
