import { Box, Text } from '@chakra-ui/react';
import { bedarfeLines, type TeilnahmeBedarfe, type Teilnehmende } from '@fobu/api-contract';
import { kreisName } from '@fobu/catalogue';
import { formatShortDay, formatTime } from '@fobu/domain';
import { BookingStateBadge } from '@fobu/ui/booking';
import { EmailAddress, type DataColumn } from '@fobu/ui/data-table';
import type { ReactNode } from 'react';
import { HistoryDisclosure } from '../history/history-disclosure';
import { listName } from '../person-names';

/** „24.11.2026, 14:03 Uhr“ */
export const formatMoment = (iso: string) => `${formatShortDay(iso)}, ${formatTime(iso)}`;

/** A booking's needs for taking part, one line each, or a dash. */
function NeedsCell({ needs }: { needs: TeilnahmeBedarfe | undefined }) {
  const lines = needs ? bedarfeLines(needs) : [];
  if (lines.length === 0) return '–';
  return (
    <Box>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}

/**
 * The participant list's columns; `actions` adds the changes the reader may make to a row, `needs`
 * (the date's staff only) each booking's needs for taking part.
 */
export function participantColumns(
  actions?: (person: Teilnehmende) => ReactNode,
  needs?: ReadonlyMap<number, TeilnahmeBedarfe>,
): DataColumn<Teilnehmende>[] {
  const columns: DataColumn<Teilnehmende>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (person) => (
        <Box>
          <Text fontWeight="600">{listName(person)}</Text>
          <Text fontSize="sm" color="fg.muted">
            <EmailAddress email={person.email} />
          </Text>
        </Box>
      ),
    },
    {
      key: 'schule',
      header: 'Schule',
      cell: (person) => (
        <Box>
          <Text>{person.schule ?? 'Keine Schule'}</Text>
          <Text fontSize="sm" color="fg.muted">
            Dienststelle {person.dstnr}
          </Text>
        </Box>
      ),
    },
    { key: 'schulart', header: 'Schulart', cell: (person) => person.schulart ?? '–' },
    { key: 'kreis', header: 'Kreis', cell: (person) => (person.kreis ? kreisName(person.kreis) : '–') },
    {
      key: 'stand',
      header: 'Stand',
      cell: (person) => (
        <Box>
          <BookingStateBadge state={person.status} waitingListPosition={person.wartelistePosition} />
          {person.eingelassenAm && (
            <Text fontSize="sm" color="fg.muted">
              Eingelassen {formatMoment(person.eingelassenAm)}
            </Text>
          )}
          <HistoryDisclosure anmeldungId={person.id} label={`Verlauf: ${listName(person)}`} />
        </Box>
      ),
    },
    { key: 'angemeldet', header: 'Angemeldet am', cell: (person) => formatMoment(person.angemeldetAm) },
    {
      key: 'bemerkung',
      header: 'Bemerkung',
      cell: (person) => (person.bemerkung ? <Text whiteSpace="pre-line">{person.bemerkung}</Text> : '–'),
    },
  ];
  if (needs)
    columns.push({ key: 'bedarfe', header: 'Bedarfe für die Teilnahme', cell: (person) => <NeedsCell needs={needs.get(person.id)} /> });
  return actions ? [...columns, { key: 'aktionen', header: 'Aktionen', cell: actions, screenOnly: true }] : columns;
}
