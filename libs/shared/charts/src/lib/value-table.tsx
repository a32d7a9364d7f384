import { chakra } from '@chakra-ui/react';
import type { ChartProps } from './chart-types';

const cell = {
  px: { base: '2', sm: '3' },
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

interface ValueTableProps<Row> extends Pick<ChartProps<Row>, 'title' | 'data' | 'category'> {
  readonly series: readonly { readonly key: string; readonly label: string }[];
  readonly formatValue: (value: number) => string;
}

/** The chart's values as a table: a row per category, a column per series. */
export function ValueTable<Row>({ title, data, category, series, formatValue }: ValueTableProps<Row>) {
  return (
    // A table of several series is wider than a phone: it scrolls sideways in its own frame, which
    // takes the keyboard's focus so that it can be scrolled without a pointer (WCAG 1.4.10, 2.1.1).
    <chakra.div overflowX="auto" tabIndex={0} role="group" aria-label={title}>
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption srOnly>{title}</chakra.caption>
        <chakra.thead>
          <chakra.tr>
            <chakra.th scope="col" textAlign="start" {...cell}>
              {category.label}
            </chakra.th>
            {series.map((item) => (
              <chakra.th key={item.key} scope="col" textAlign="end" {...cell}>
                {item.label}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {data.map((row, index) => (
            <chakra.tr key={index}>
              <chakra.th scope="row" textAlign="start" fontWeight="normal" {...cell}>
                {String(row[category.key])}
              </chakra.th>
              {series.map((item) => (
                <chakra.td key={item.key} textAlign="end" fontVariantNumeric="tabular-nums" {...cell}>
                  {formatValue(Number((row as Record<string, unknown>)[item.key]))}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}
