import { Box, Text } from '@chakra-ui/react';
import { useServiceClients, veranstaltungssucheQueryOptions } from '@fobu/api-clients';
import { VTYP_LABELS, type VeranstaltungssucheTreffer } from '@fobu/api-contract';
import { FORMAT_LABELS } from '@fobu/catalogue';
import { formatShortDay, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { StaffFilters, StaffResults } from '@fobu/offer-work';
import { Link, useRoleBranch, type StaffOfferSearch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import type { DataColumn } from '@fobu/ui/data-table';
import { SelectFilter, type Choice } from '@fobu/ui/search';
import { useDeferredValue } from 'react';
import { archiveQueryOf } from './archive-query';
import { useArchiveLinks } from './use-archive-links';

const ORDER_CHOICES: Choice[] = [
  { value: '-archiviert', label: 'Zuletzt archiviert zuerst' },
  { value: 'titel', label: 'Titel A–Z' },
  { value: '-titel', label: 'Titel Z–A' },
  { value: 'vnr', label: 'Veranstaltungsnummer' },
];

const day = (iso: string | null) => (iso ? formatShortDay(iso) : '–');

/** The archive's offers in the shared table, filtered, ordered and paged by the URL; each row opens the offer. */
export function ArchiveList() {
  const { user, role } = useRoleBranch();
  const { search, offer, replace } = useArchiveLinks();
  // The table keeps the last answer while the next loads (React renders the new search in the background); the filters move at once.
  const shown = useDeferredValue(search);
  const query = veranstaltungssucheQueryOptions(useServiceClients(), user.uid, archiveQueryOf(shown, role));
  // A filter change starts again on the first page.
  const change = (patch: Partial<StaffOfferSearch>) => replace({ ...search, ...patch, seite: undefined });
  const columns: DataColumn<VeranstaltungssucheTreffer>[] = [
    {
      key: 'titel',
      header: 'Angebot',
      cell: (row) => (
        <Box>
          <Link {...offer(row.vnr)} style={{ fontWeight: 600, textDecoration: 'underline' }}>
            {row.titel}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {row.vnr} · {VTYP_LABELS[row.vtyp]} · {FORMAT_LABELS[row.format]}
          </Text>
        </Box>
      ),
    },
    { key: 'leitung', header: 'Leitung', cell: (row) => row.leitung.name },
    {
      key: 'termine',
      header: 'Letzter Termin',
      cell: (row) =>
        row.vtyp === 'SLK' ? '–' : `${day(row.letzterTermin)}${row.anzahlTermine > 0 ? ` (${row.anzahlTermine} insgesamt)` : ''}`,
    },
    { key: 'archiviert', header: 'Archiviert am', cell: (row) => day(row.archiviertAm) },
  ];
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.archivsuche}
      lead="Abgeschlossene Angebote Ihres Mandanten: mit ihrem Verlauf und den Teilnehmendenlisten ihrer Termine zum Nachlesen. Ein altes Angebot können Sie als neuen Entwurf übernehmen."
    >
      <StaffFilters search={search} role={role} courses={false} archive onChange={change} />
      <Box maxW="20rem" mb="6">
        <SelectFilter
          label="Reihenfolge"
          value={search.sortierung ?? '-archiviert'}
          choices={ORDER_CHOICES}
          emptyLabel="Voreinstellung"
          onChange={(sortierung) => change({ sortierung: sortierung as StaffOfferSearch['sortierung'] })}
        />
      </Box>
      <StaffResults
        query={query}
        busy={shown !== search}
        what="das Archiv"
        noun={['archiviertes Angebot', 'archivierte Angebote']}
        caption="Archivierte Angebote"
        columns={columns}
        rowKey={(row) => row.vnr}
        empty="Kein archiviertes Angebot passt zu Ihrer Suche."
        onReset={() => replace({})}
        onPageChange={(seite) => replace({ ...search, seite })}
      />
    </ScreenPage>
  );
}
