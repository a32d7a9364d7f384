import { formatGermanNumber } from '@fobu/domain';
import { Box, Text } from '@chakra-ui/react';
import type { SchuleImBereich } from '@fobu/api-contract';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';

const COLUMNS: DataColumn<SchuleImBereich>[] = [
  {
    key: 'name',
    header: 'Schule',
    // Two schools may share a name (two Grundschulen of a town): the number tells them apart, as in the participant list.
    cell: (school) => (
      <Box>
        <Text>{school.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          Dienststelle {school.dstnr}
        </Text>
      </Box>
    ),
  },
  { key: 'schulart', header: 'Schulart', cell: (school) => school.schulart },
  { key: 'kreis', header: 'Kreis', cell: (school) => school.kreis },
  { key: 'teilnehmende', header: 'Teilnehmende Personen', cell: (school) => formatGermanNumber(school.teilnehmende), align: 'end' },
  { key: 'teilnahmen', header: 'Teilnahmen', cell: (school) => formatGermanNumber(school.teilnahmen), align: 'end' },
];

/** How many people of each school of the area took part, and in how many dates together. */
export function SchoolParticipationTable({ schools, loading }: { schools: readonly SchuleImBereich[]; loading: boolean }) {
  return (
    <DataTable
      frame
      caption="Teilnahme je Schule"
      columns={COLUMNS}
      rows={schools}
      rowKey={(school) => school.dstnr}
      loading={loading}
      empty={<Text>In Ihrem Bereich sind keine Schulen eingetragen.</Text>}
    />
  );
}
