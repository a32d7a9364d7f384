import { Text } from '@chakra-ui/react';
import type { OffeneAbrufanfrage } from '@fobu/api-contract';
import { formatGermanNumber, formatShortDay } from '@fobu/domain';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';

/** A day of the contract (`YYYY-MM-DD`) as Germans write it. */
const day = (isoDay: string) => formatShortDay(`${isoDay}T12:00:00Z`);

const stateOf = (request: OffeneAbrufanfrage) =>
  request.status === 'terminiert' && request.terminBeginn
    ? `Termin vereinbart für ${formatShortDay(request.terminBeginn)}`
    : `angefragt am ${formatShortDay(request.angefragtAm)}`;

const COLUMNS: DataColumn<OffeneAbrufanfrage>[] = [
  { key: 'schule', header: 'Schule', cell: (request) => request.schule.name },
  { key: 'titel', header: 'Veranstaltung', cell: (request) => `${request.titel} (${request.vnr})` },
  { key: 'wunschtermine', header: 'Wunschtermine', cell: (request) => request.wunschtermine.map(day).join(', ') },
  { key: 'teilnehmende', header: 'Erwartete Teilnehmende', cell: (request) => formatGermanNumber(request.teilnehmende), align: 'end' },
  { key: 'stand', header: 'Stand', cell: stateOf },
];

/** The on-demand requests of the area's schools that are not done yet. */
export function OpenRequestsTable({ requests, loading }: { requests: readonly OffeneAbrufanfrage[]; loading: boolean }) {
  return (
    <DataTable
      frame
      caption={`Offene Abrufanfragen (${formatGermanNumber(requests.length)})`}
      columns={COLUMNS}
      rows={requests}
      rowKey={(request) => request.referenz}
      loading={loading}
      tableFrom="md"
      empty={<Text>Keine Schule Ihres Bereichs hat eine offene Abrufanfrage.</Text>}
    />
  );
}
