import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useServiceClients, veranstaltungssucheQueryOptions } from '@fobu/api-clients';
import { VTYP_LABELS, type VeranstaltungssucheTreffer } from '@fobu/api-contract';
import { FORMAT_LABELS } from '@fobu/catalogue';
import { formatShortDay, OFFER_STATE_LABELS, OFFER_WRITER_ROLES, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Link, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { OfferWorkgroupSwitch } from '@fobu/workgroup-work/parts';
import { StateBadge } from '@fobu/ui/booking';
import type { DataColumn } from '@fobu/ui/data-table';
import { useDeferredValue } from 'react';
import { useOfferScreen, type OfferScreen } from '../offer-screen';
import { SearchExport } from './search-export';
import { StaffResults } from './staff-results';
import { StaffFilters } from './staff-filters';
import { offerListQuery, STAFF_PAGE_SIZE } from './staff-query';
import { OFFER_STATE_TONES } from '../offer-state-tones';

/**
 * The staff's offer search: every state they may see, their own or all, with the filters in the
 * URL, paged by the server, in the shared table; each row opens the offer's work state.
 */
export function StaffOfferList({ screen }: { screen: OfferScreen }) {
  const { user, role } = useRoleBranch();
  const search = useStaffOfferSearch();
  const { go, link } = useOfferScreen();
  // The table keeps the last answer while the next loads (React renders the new search in the background); the filters move at once.
  const shown = useDeferredValue(search);
  const filters = offerListQuery(shown, role, screen);
  const query = veranstaltungssucheQueryOptions(useServiceClients(), user.uid, { ...filters, pageSize: STAFF_PAGE_SIZE });
  // A filter change starts again on the first page.
  const change = (patch: Partial<StaffOfferSearch>) => void go({ ...search, ...patch, seite: undefined }, true);
  const writer = OFFER_WRITER_ROLES.includes(role);
  const columns: DataColumn<VeranstaltungssucheTreffer>[] = [
    {
      key: 'titel',
      header: 'Angebot',
      cell: (row) => (
        <Box>
          <Link {...link({ vnr: row.vnr })} style={{ fontWeight: 600, textDecoration: 'underline' }}>
            {row.titel}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {row.vnr} · {VTYP_LABELS[row.vtyp]} · {FORMAT_LABELS[row.format]}
          </Text>
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Stand',
      cell: (row) => (
        <Flex gap="1" wrap="wrap">
          <StateBadge tone={OFFER_STATE_TONES[row.status]}>{OFFER_STATE_LABELS[row.status]}</StateBadge>
          {row.ueberarbeitung && (
            <StateBadge
              tone={OFFER_STATE_TONES[row.ueberarbeitung]}
            >{`Überarbeitung: ${OFFER_STATE_LABELS[row.ueberarbeitung]}`}</StateBadge>
          )}
        </Flex>
      ),
    },
    { key: 'leitung', header: 'Leitung', cell: (row) => row.leitung.name },
    {
      key: 'termine',
      header: 'Nächster Termin',
      cell: (row) =>
        row.vtyp === 'SLK'
          ? '–'
          : `${row.naechsterTermin ? formatShortDay(row.naechsterTermin) : 'keiner'}${row.anzahlTermine > 0 ? ` (${row.anzahlTermine} insgesamt)` : ''}`,
    },
    { key: 'geaendert', header: 'Geändert', cell: (row) => (row.geaendertAm ? formatShortDay(row.geaendertAm) : '–') },
  ];
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES[screen]}
      lead="Alle Angebote, die Sie sehen dürfen, in jedem Stand: Entwürfe, zur Prüfung, zurückgegeben, veröffentlicht, abgesagt."
    >
      {/* The workgroups are the offer search's other list (docs/workgroups.md); self-learning courses have none. */}
      {screen === 'veranstaltungssuche' && <OfferWorkgroupSwitch current="angebote" />}
      {writer && (
        <Flex gap="3" wrap="wrap" mb="6">
          {(screen === 'selbstlernkurssuche' ? (['SLK'] as const) : (['TERMIN', 'ABRUF'] as const)).map((vtyp) => (
            <Button key={vtyp} asChild colorPalette="brand" minH="44px">
              <Link {...link({ neu: vtyp })}>{`Neu: ${VTYP_LABELS[vtyp]}`}</Link>
            </Button>
          ))}
        </Flex>
      )}
      <StaffFilters search={search} role={role} courses={screen === 'selbstlernkurssuche'} onChange={change} />
      <StaffResults
        query={query}
        busy={shown !== search}
        what="die Angebote"
        noun={['Angebot', 'Angebote']}
        caption="Gefundene Angebote"
        columns={columns}
        rowKey={(row) => row.vnr}
        empty="Keine Angebote passen zu Ihrer Suche."
        onReset={() => void go({}, true)}
        onPageChange={(seite) => void go({ ...search, seite })}
      >
        {(data) => data.total > 0 && <SearchExport file={{ kind: 'veranstaltungssuche', query: filters }} />}
      </StaffResults>
    </ScreenPage>
  );
}
