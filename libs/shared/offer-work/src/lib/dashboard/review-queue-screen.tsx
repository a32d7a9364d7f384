import { Box, Text } from '@chakra-ui/react';
import { pruefungenQueryOptions, useServiceClients } from '@fobu/api-clients';
import { VTYP_LABELS, type Pruefung } from '@fobu/api-contract';
import { ROLE_SCREEN_TITLES, formatMoment } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { StaffNotifications } from './staff-notifications';
import { screenOf } from '../review/queue-entry';
import { waitingTime } from './waiting-time';

/**
 * Quality control's dashboard: what waits for review, the longest waiting first, with how long it
 * waits and whether the reader may approve it (four eyes); each row opens the review.
 */
export function ReviewQueueScreen() {
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.qkdashboard}
      lead="Angebote und Überarbeitungen, die auf Ihre Prüfung warten – das am längsten wartende zuerst. Freigeben darf nur, wer das Angebot weder geschrieben noch zuletzt geändert hat."
    >
      <DataBoundary what="die Prüfungen" rows={5}>
        <ReviewQueue />
      </DataBoundary>
      <StaffNotifications />
    </ScreenPage>
  );
}

function ReviewQueue() {
  const { tenant, role, user } = useRoleBranch();
  const { data } = useSuspenseQuery(pruefungenQueryOptions(useServiceClients(), user.uid));
  const columns: DataColumn<Pruefung>[] = [
    {
      key: 'titel',
      header: 'Angebot',
      cell: (row) => (
        <Box>
          <Link
            to={`/$mandant/$role/${screenOf(row)}`}
            params={{ mandant: tenant, role }}
            search={{ vnr: row.vnr }}
            style={{ fontWeight: 600, textDecoration: 'underline' }}
          >
            {row.titel}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {row.vnr} · {VTYP_LABELS[row.vtyp]}
          </Text>
        </Box>
      ),
    },
    {
      key: 'art',
      header: 'Art der Prüfung',
      cell: (row) => (row.ueberarbeitung ? 'Überarbeitung eines veröffentlichten Angebots' : 'Neues Angebot'),
    },
    { key: 'leitung', header: 'Leitung', cell: (row) => row.leitung.name },
    {
      key: 'wartet',
      header: 'Wartet seit',
      cell: (row) =>
        row.eingereichtAm ? `${waitingTime(row.eingereichtAm, new Date())} (${formatMoment(row.eingereichtAm)})` : 'unbekannt',
    },
    {
      key: 'freigabe',
      header: 'Freigabe durch Sie',
      cell: (row) =>
        row.darfFreigeben ? (
          <StateBadge tone="confirmed">möglich</StateBadge>
        ) : (
          <Text fontSize="sm">{row.freigabeHinweis ?? 'nicht möglich'}</Text>
        ),
    },
  ];
  return (
    <DataTable
      tableFrom="md"
      caption={`Zur Prüfung (${data.total})`}
      columns={columns}
      rows={data.items}
      rowKey={(row) => row.vnr}
      empty={<Text>Zurzeit wartet kein Angebot auf Prüfung.</Text>}
    />
  );
}
