import { Text } from '@chakra-ui/react';
import type { Fortbildungseintrag } from '@fobu/api-contract';
import { formatHours, formatShortDay } from '@fobu/domain';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';

const KIND_NOTES: Readonly<Record<Fortbildungseintrag['art'], string | null>> = {
  fortbildung: null,
  treffen: 'Treffen einer Arbeitsgruppe',
  anerkennung: 'Anerkannte Fortbildung',
};

/** When: the day, or first and last day of a date over several days. */
function whenText(entry: Fortbildungseintrag): string {
  const last = formatShortDay(`${entry.datum}T12:00:00Z`);
  const first = entry.beginn ? formatShortDay(entry.beginn) : last;
  return first === last ? last : `${first} – ${last}`;
}

/** The hours attended, and of how many where not all: „6 von 9 (2 von 3 Sitzungen)“. */
function hoursText(entry: Fortbildungseintrag): string {
  const partial = entry.sitzungen && entry.sitzungen.teilgenommen < entry.sitzungen.gesamt;
  if (!partial || entry.stundenGesamt === null || !entry.sitzungen) return formatHours(entry.stunden);
  return `${formatHours(entry.stunden)} von ${formatHours(entry.stundenGesamt)} (${entry.sitzungen.teilgenommen} von ${entry.sitzungen.gesamt} Sitzungen)`;
}

const COLUMNS: DataColumn<Fortbildungseintrag>[] = [
  { key: 'datum', header: 'Datum', cell: whenText, width: '11rem' },
  {
    key: 'titel',
    header: 'Fortbildung',
    cell: (entry) => (
      <>
        {entry.titel}
        {entry.vnr && !entry.titel.includes(entry.vnr) && ` (${entry.vnr})`}
        {KIND_NOTES[entry.art] && (
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            {KIND_NOTES[entry.art]}
          </Text>
        )}
      </>
    ),
  },
  { key: 'anbieter', header: 'Anbieter', cell: (entry) => entry.anbieter },
  { key: 'kennzeichen', header: 'Kennzeichen', cell: (entry) => entry.kennzeichen.join(', ') || '–' },
  { key: 'stunden', header: 'Stunden', cell: hoursText, align: 'end' },
];

/** Every training the person took part in: a table from 600 px, a card each below. */
export function TrainingEntries({ entries }: { entries: readonly Fortbildungseintrag[] }) {
  return (
    <DataTable
      caption="Fortbildungen mit Stunden"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => `${entry.art}-${entry.id}`}
      empty={
        <Text color="fg.muted">Noch ist keine Teilnahme vermerkt. Hier erscheinen Fortbildungen, sobald Ihre Teilnahme erfasst ist.</Text>
      }
    />
  );
}
