import { Box, Text } from '@chakra-ui/react';
import { formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';
import type { DataColumn } from '@fobu/ui/data-table';

interface Dated {
  readonly beginn: string;
  readonly ende: string;
  readonly sitzungen: readonly { readonly beginn: string; readonly ende: string }[];
}

/** The staff tables' column of when a date takes place: its first day, and below its times, or each of its sessions. */
export function whenColumn<Row extends Dated>(): DataColumn<Row> {
  return {
    key: 'wann',
    header: 'Wann',
    cell: (date) => (
      <Box>
        <Text fontWeight="600">{formatDay(date.beginn)}</Text>
        {date.sitzungen.length > 1 ? (
          <Box as="ul" listStyleType="none" fontSize="sm">
            {date.sitzungen.map((session, index) => (
              <li key={session.beginn}>
                {`${index + 1}. Sitzung: ${formatShortDay(session.beginn)}, ${formatTimeRange(session.beginn, session.ende)}`}
              </li>
            ))}
          </Box>
        ) : (
          <Text fontSize="sm">{formatTimeRange(date.beginn, date.ende)}</Text>
        )}
      </Box>
    ),
  };
}
