import { Box, Text } from '@chakra-ui/react';
import { loadStateOf, personenSeiteQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { PersonEintrag } from '@fobu/api-contract';
import { personScopeOf } from '@fobu/domain';
import { Link, useRoleBranch } from '@fobu/routing';
import { LoadStates, ScreenPage } from '@fobu/ui';
import { PagedTable, type DataColumn } from '@fobu/ui/data-table';
import { ResultCount, SearchField } from '@fobu/ui/search';
import { OfferWorkgroupSwitch } from '@fobu/workgroup-work/parts';
import { useQuery } from '@tanstack/react-query';
import { usePersonLinks } from '../person-links';
import { listName, rolesText } from '../person-text';

/** The service searches from two letters on; a single one lists everyone, as an empty field does. */
const MIN_QUERY = 2;

const LEADS = {
  alle: 'Alle Personen Ihres Instituts: Lehrkräfte, Schulleitungen und Mitarbeitende. Suchen Sie nach Name, E-Mail-Adresse oder Schule.',
  eigene:
    'Die Personen Ihrer Termine und Arbeitsgruppen: angemeldet, auf der Warteliste oder Mitglied. Suchen Sie nach Name, E-Mail-Adresse oder Schule.',
} as const;

/** The persons' search of the offer search (`ansicht=personen`): by name, address or school, paged by the server; each row opens the person. */
export function PersonList() {
  const { user, role } = useRoleBranch();
  const { search, go, person } = usePersonLinks();
  const q = search.q && search.q.length >= MIN_QUERY ? search.q : undefined;
  const query = useQuery(personenSeiteQueryOptions(useServiceClients(), user.uid, { q, seite: search.seite }));
  const columns: DataColumn<PersonEintrag>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Link {...person(row.uid)} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          {listName(row)}
        </Link>
      ),
    },
    { key: 'schule', header: 'Schule', cell: (row) => row.schule?.name ?? '–' },
    { key: 'email', header: 'E-Mail-Adresse', cell: (row) => <Text wordBreak="break-all">{row.email}</Text> },
    { key: 'rollen', header: 'Rollen', cell: rolesText },
  ];
  return (
    <ScreenPage title="Personen" lead={LEADS[personScopeOf(role) ?? 'eigene']}>
      <OfferWorkgroupSwitch current="personen" />
      <Box as="search" aria-label="Personen suchen" mb="6" maxW="lg">
        <SearchField
          label="Name, E-Mail-Adresse oder Schule"
          value={search.q}
          onSearch={(next) => void go({ q: next }, true)}
          hint="Ab zwei Zeichen; ohne Suchbegriff alle Personen nach Namen."
        />
      </Box>
      <LoadStates state={loadStateOf(query)} what="die Personen" rows={6} onRetry={() => void query.refetch()}>
        {() =>
          query.data && (
            <>
              <ResultCount total={query.data.total} noun={['Person', 'Personen']} busy={query.isPlaceholderData} />
              <PagedTable
                data={query.data}
                loading={query.isPlaceholderData}
                caption="Gefundene Personen"
                columns={columns}
                rowKey={(row) => row.uid}
                empty="Keine Personen passen zu Ihrer Suche."
                resetLabel="Suche zurücksetzen"
                onReset={() => void go({}, true)}
                onPageChange={(seite) => void go({ q: search.q, seite })}
              />
            </>
          )
        }
      </LoadStates>
    </ScreenPage>
  );
}
