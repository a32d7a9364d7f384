import { Text } from '@chakra-ui/react';
import { TERMIN_STATUS_LABELS, type DienstpostenUebersicht, type TerminImBereich } from '@fobu/api-contract';
import { formatGermanNumber, formatShortDay, formatTimeRange } from '@fobu/domain';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';

import { Paging } from '@fobu/ui/search';

const COLUMNS: DataColumn<TerminImBereich>[] = [
  { key: 'titel', header: 'Veranstaltung', cell: (date) => `${date.titel} (${date.vnr})` },
  {
    key: 'beginn',
    header: 'Termin',
    cell: (date) => `${formatShortDay(date.beginn)}, ${formatTimeRange(date.beginn, date.ende)}`,
    width: '12rem',
  },
  { key: 'ort', header: 'Ort', cell: (date) => date.ort },
  { key: 'status', header: 'Stand', cell: (date) => TERMIN_STATUS_LABELS[date.status], width: '8rem' },
  {
    key: 'belegt',
    header: 'Belegte Plätze',
    cell: (date) => `${formatGermanNumber(date.zugelassen)} von ${formatGermanNumber(date.maxPlaetze)}`,
    align: 'end',
  },
  { key: 'warteliste', header: 'Warteliste', cell: (date) => formatGermanNumber(date.warteliste), align: 'end' },
  { key: 'teilgenommen', header: 'Teilgenommen', cell: (date) => formatGermanNumber(date.teilgenommen), align: 'end' },
];

interface AreaDatesTableProps {
  readonly dates: DienstpostenUebersicht['termine'];
  readonly loading: boolean;
  readonly onPageChange: (page: number) => void;
}

/** The dates held in the area, a page at a time, with their occupancy. */
export function AreaDatesTable({ dates, loading, onPageChange }: AreaDatesTableProps) {
  return (
    <>
      <DataTable
        caption={`Termine in Ihrem Bereich (${formatGermanNumber(dates.total)})`}
        columns={COLUMNS}
        rows={dates.items}
        rowKey={(date) => String(date.id)}
        loading={loading}
        tableFrom="md"
        empty={<Text>In diesem Zeitraum finden in Ihrem Bereich keine Termine statt.</Text>}
      />
      <Paging page={dates.page} pageSize={dates.pageSize} total={dates.total} onPageChange={onPageChange} />
    </>
  );
}
