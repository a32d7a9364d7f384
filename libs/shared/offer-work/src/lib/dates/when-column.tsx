import { Box, Text } from '@chakra-ui/react';
import { formatDay, formatTimeRange } from '@fobu/domain';
import type { DataColumn } from '@fobu/ui/data-table';

/** The staff tables' column of when a date takes place: its day, and its times below. */
export function whenColumn<Row extends { beginn: string; ende: string }>(): DataColumn<Row> {
  return {
    key: 'wann',
    header: 'Wann',
    cell: (date) => (
      <Box>
        <Text fontWeight="600">{formatDay(date.beginn)}</Text>
        <Text fontSize="sm">{formatTimeRange(date.beginn, date.ende)}</Text>
      </Box>
    ),
  };
}
