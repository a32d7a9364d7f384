import { formatGermanNumber } from '@fobu/domain';
import { Text } from '@chakra-ui/react';
import type { SchuleInArbeitsgruppen } from '@fobu/api-contract';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';

const COLUMNS: DataColumn<SchuleInArbeitsgruppen>[] = [
  { key: 'name', header: 'Schule', cell: (school) => `${school.name} (Dienststelle ${school.dstnr})` },
  { key: 'kreis', header: 'Kreis', cell: (school) => school.kreis },
  { key: 'mitglieder', header: 'Mitglieder', cell: (school) => formatGermanNumber(school.mitglieder), align: 'end' },
  { key: 'gruppen', header: 'Arbeitsgruppen', cell: (school) => formatGermanNumber(school.gruppen), align: 'end' },
  { key: 'stunden', header: 'Mitgliederstunden', cell: (school) => formatGermanNumber(school.stunden), align: 'end' },
];

/** How many people of each school of the area are members of workgroups, in how many, and the hours of the meetings they attended. */
export function WorkgroupSchoolsTable({ schools, loading }: { schools: readonly SchuleInArbeitsgruppen[]; loading: boolean }) {
  return (
    <DataTable
      frame
      caption="Arbeitsgruppen je Schule"
      columns={COLUMNS}
      rows={schools}
      rowKey={(school) => school.dstnr}
      loading={loading}
      empty={<Text>Aus den Schulen Ihres Bereichs ist niemand Mitglied einer Arbeitsgruppe.</Text>}
    />
  );
}
