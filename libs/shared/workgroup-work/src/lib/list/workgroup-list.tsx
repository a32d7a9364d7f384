import { Box, Button, Text } from '@chakra-ui/react';
import { arbeitsgruppenQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import type { ArbeitsgruppeKurz } from '@fobu/api-contract';
import { canCreateWorkgroup, WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { Link, useRoleBranch, type StaffOfferSearch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { PagedTable, type DataColumn } from '@fobu/ui/data-table';
import { ResultCount } from '@fobu/ui/search';
import { useQuery } from '@tanstack/react-query';
import { nextMeetingText } from '../meetings/meeting-text';
import { WORKGROUP_STATE_TONES } from '../state-tones';
import { useWorkgroupLinks } from '../workgroup-links';
import { defaultWorkgroupScope, WorkgroupFilters } from './workgroup-filters';
import { OfferWorkgroupSwitch } from './offer-workgroup-switch';

const PAGE_SIZE = 20;

/**
 * The tenant's workgroups in the offer search (`ansicht=arbeitsgruppen`): the organiser's own or all,
 * by state and text, paged by the server; each row opens the group's page.
 */
export function WorkgroupList() {
  const { user, role } = useRoleBranch();
  const { search, go, group } = useWorkgroupLinks();
  const query = useQuery(
    arbeitsgruppenQueryOptions(useServiceClients(), user.uid, {
      q: search.q,
      status: search.gruppenstatus,
      umfang: search.umfang ?? defaultWorkgroupScope(role),
      page: search.seite ?? 1,
      pageSize: PAGE_SIZE,
    }),
  );
  // A filter change starts again on the first page.
  const change = (patch: Partial<StaffOfferSearch>) =>
    void go({ q: search.q, umfang: search.umfang, gruppenstatus: search.gruppenstatus, ...patch }, true);
  const columns: DataColumn<ArbeitsgruppeKurz>[] = [
    {
      key: 'titel',
      header: 'Arbeitsgruppe',
      cell: (row) => (
        <Box>
          <Link {...group(row.id)} style={{ fontWeight: 600, textDecoration: 'underline' }}>
            {row.titel}
          </Link>
          {row.faecher.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {row.faecher.join(', ')}
            </Text>
          )}
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Stand',
      cell: (row) => <StateBadge tone={WORKGROUP_STATE_TONES[row.status]}>{WORKGROUP_STATE_LABELS[row.status]}</StateBadge>,
    },
    { key: 'leitung', header: 'Leitung', cell: (row) => row.leitung.map((lead) => lead.name).join(', ') },
    { key: 'mitglieder', header: 'Mitglieder', align: 'end', cell: (row) => row.mitglieder },
    { key: 'treffen', header: 'Nächstes Treffen', cell: (row) => nextMeetingText(row.naechstesTreffen) },
  ];
  return (
    <ScreenPage
      title="Arbeitsgruppen"
      lead="Die Arbeitsgruppen Ihres Instituts: ständige Gruppen von Lehrkräften mit geschlossenen Treffen."
    >
      <OfferWorkgroupSwitch current="arbeitsgruppen" />
      {canCreateWorkgroup(role) && (
        <Button asChild colorPalette="brand" minH="44px" mb="6">
          <Link {...group('neu')}>Neue Arbeitsgruppe</Link>
        </Button>
      )}
      <WorkgroupFilters search={search} role={role} onChange={change} />
      <LoadStates state={loadStateOf(query)} what="die Arbeitsgruppen" rows={6} onRetry={() => void query.refetch()}>
        {() =>
          query.data && (
            <>
              <ResultCount total={query.data.total} noun={['Arbeitsgruppe', 'Arbeitsgruppen']} busy={query.isPlaceholderData} />
              <PagedTable
                data={query.data}
                loading={query.isPlaceholderData}
                caption="Gefundene Arbeitsgruppen"
                columns={columns}
                rowKey={(row) => String(row.id)}
                empty="Keine Arbeitsgruppen passen zu Ihrer Suche."
                resetLabel="Filter zurücksetzen"
                onReset={() => void go({}, true)}
                onPageChange={(seite) => void go({ ...search, seite })}
              />
            </>
          )
        }
      </LoadStates>
    </ScreenPage>
  );
}
