import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import type { DataColumn, DataTableProps } from './data-table-types';
import { RowBox, SelectAllBox } from './selection';
import { ariaSort, SortHeading } from './sort-heading';

const cellStyle = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' } as const;
const alignOf = (column: DataColumn<never>) => column.align ?? 'start';
/** Marks a column of controls for the print stylesheet (@fobu/ui theme, `printCss`). */
export const printHiddenIf = (hidden: boolean | undefined) => (hidden ? { 'data-print': 'hide' } : {});

/**
 * From 600 px: a real table with caption and column headings, the first cell of each row its row
 * heading. The page scrolls it and its heading row sticks to the window's top; where several tables
 * share a page (`frame`), each scrolls in a frame of its own, which keyboard users can focus and
 * scroll. Printed, it runs at full length: no frame, rows not split, the heading row on every page.
 */
export function TableLayout<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  selection,
  loading = false,
  skeletonRows = 5,
  frame = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const keys = rows.map(rowKey);
  const skeleton = loading && rows.length === 0;
  return (
    <Box
      {...(frame ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0, overflow: 'auto', maxH: '70vh' } : {})}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      _print={{ maxH: 'none', overflow: 'visible', borderWidth: '0' }}
    >
      <chakra.table w="full" borderCollapse="separate" borderSpacing="0" aria-busy={loading} opacity={loading && !skeleton ? 0.6 : 1}>
        <chakra.caption id={captionId} textAlign="start" fontWeight="600" px="3" py="2">
          {caption}
        </chakra.caption>
        <chakra.thead>
          <chakra.tr>
            {selection && (
              <chakra.th scope="col" {...cellStyle} {...stickyHeading} w="12" {...printHiddenIf(true)}>
                <SelectAllBox keys={keys} selection={selection} />
              </chakra.th>
            )}
            {columns.map((column) => (
              <chakra.th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, sort)}
                {...cellStyle}
                {...stickyHeading}
                textAlign={alignOf(column)}
                w={column.width}
                {...printHiddenIf(column.screenOnly)}
              >
                {column.sortKey && onSortChange ? (
                  <SortHeading column={{ header: column.header, sortKey: column.sortKey }} sort={sort} onSortChange={onSortChange} />
                ) : (
                  column.header
                )}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {skeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <chakra.tr key={index} aria-hidden="true" data-skeleton="">
                  {(selection ? [undefined, ...columns] : columns).map((column, cell) => (
                    <chakra.td key={column?.key ?? cell} {...cellStyle}>
                      <Box h="5" borderRadius="sm" bg="bg.muted" animation="pulse" />
                    </chakra.td>
                  ))}
                </chakra.tr>
              ))
            : rows.map((row, index) => (
                <chakra.tr key={keys[index]} _hover={{ bg: 'bg.subtle' }} breakInside="avoid">
                  {selection && (
                    <chakra.td {...cellStyle} {...printHiddenIf(true)}>
                      <RowBox row={row} rowKey={keys[index]} selection={selection} />
                    </chakra.td>
                  )}
                  {columns.map((column, position) => {
                    const Cell = position === 0 ? chakra.th : chakra.td;
                    return (
                      <Cell
                        key={column.key}
                        scope={position === 0 ? 'row' : undefined}
                        {...cellStyle}
                        fontWeight={position === 0 ? '600' : undefined}
                        textAlign={alignOf(column)}
                        {...printHiddenIf(column.screenOnly)}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </chakra.tr>
              ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

// Printed, a sticky heading would sit once on the first page; static, the browser repeats the table's head on every page.
const stickyHeading = {
  position: 'sticky',
  top: '0',
  zIndex: '1',
  bg: 'bg.muted',
  fontWeight: '600',
  _print: { position: 'static' },
} as const;
