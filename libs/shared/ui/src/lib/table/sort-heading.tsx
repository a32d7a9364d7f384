import { chakra } from '@chakra-ui/react';
import { nextSort, type DataColumn, type TableSort } from './data-table-types';

/** `aria-sort` of a column heading: only the sorted column carries one. */
export function ariaSort(column: Pick<DataColumn<never>, 'sortKey'>, sort: TableSort | undefined): 'ascending' | 'descending' | undefined {
  if (!column.sortKey || sort?.key !== column.sortKey) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A sortable column's heading: a button that sorts by it, or turns its order around. */
export function SortHeading({
  column,
  sort,
  onSortChange,
}: {
  column: { header: string; sortKey: string };
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
}) {
  const direction = sort?.key === column.sortKey ? sort.direction : undefined;
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      minH="44px"
      font="inherit"
      fontWeight="inherit"
      color="inherit"
      textAlign="inherit"
      cursor="pointer"
      _hover={{ textDecoration: 'underline' }}
      onClick={() => onSortChange(nextSort(sort, column.sortKey))}
    >
      {column.header}
      <chakra.span aria-hidden="true" color={direction ? 'inherit' : 'fg.subtle'} fontSize="xs">
        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
      </chakra.span>
    </chakra.button>
  );
}
