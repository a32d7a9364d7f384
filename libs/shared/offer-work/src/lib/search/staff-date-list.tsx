import { Box, Text } from '@chakra-ui/react';
import { useServiceClients, veranstaltungsterminsucheQueryOptions } from '@fobu/api-clients';
import { dateStateLabel, type TerminBelegung } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, OFFER_STATE_LABELS, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Link, useNavigate, useRoleBranch, useStaffOfferSearch, type StaffOfferSearch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import type { DataColumn } from '@fobu/ui/data-table';
import { useDeferredValue } from 'react';
import { DatePeopleLink } from '../dates/date-people-link';
import { whenColumn } from '../dates/when-column';
import { SearchExport } from './search-export';
import { StaffResults } from './staff-results';
import { StaffFilters } from './staff-filters';
import { dateListQuery, STAFF_PAGE_SIZE } from './staff-query';

/**
 * veranstaltungsterminsuche: the dates of every offer the reader may see, from today unless a
 * period is chosen, with their occupancy; each opens its offer's dates.
 */
export function StaffDateList() {
  const { tenant, role, user } = useRoleBranch();
  const search = useStaffOfferSearch();
  const navigate = useNavigate();
  const go = (next: StaffOfferSearch) =>
    void navigate({ to: '/$mandant/$role/veranstaltungsterminsuche', params: { mandant: tenant, role }, search: next, replace: true });
  // The table keeps the last answer while the next loads (React renders the new search in the background); the filters move at once.
  const shown = useDeferredValue(search);
  const filters = dateListQuery(shown, role);
  const query = veranstaltungsterminsucheQueryOptions(useServiceClients(), user.uid, { ...filters, pageSize: STAFF_PAGE_SIZE });
  const columns: DataColumn<TerminBelegung>[] = [
    whenColumn(),
    {
      key: 'angebot',
      header: 'Angebot',
      cell: (date) => (
        <Box>
          <Link
            to="/$mandant/$role/veranstaltungssuche"
            params={{ mandant: tenant, role }}
            search={{ vnr: date.vnr, ansicht: 'termine' }}
            style={{ fontWeight: 600, textDecoration: 'underline' }}
          >
            {date.titel}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {date.vnr} · {OFFER_STATE_LABELS[date.angebotStatus]} · {date.leitung.name}
          </Text>
        </Box>
      ),
    },
    { key: 'wo', header: 'Wo', cell: (date) => placeOf(date) },
    {
      key: 'belegung',
      header: 'Belegung',
      cell: (date) =>
        `${date.zugelassen} / ${date.maxPlaetze}${date.warteliste > 0 ? `, Warteliste ${date.warteliste}` : ''}${
          date.zugelassen < date.minPlaetze ? ` (unter Mindestzahl ${date.minPlaetze})` : ''
        }`,
    },
    { key: 'status', header: 'Stand', cell: (date) => dateStateLabel(date.status, date.angebotStatus) },
    {
      key: 'teilnehmende',
      header: 'Teilnehmende',
      cell: (date) => (
        <DatePeopleLink terminId={date.id} label={`Teilnehmende: ${date.titel}, ${formatDay(date.beginn)}`}>
          Teilnehmende
        </DatePeopleLink>
      ),
    },
  ];
  return (
    <ScreenPage
      title={ROLE_SCREEN_TITLES.veranstaltungsterminsuche}
      lead="Die Termine aller Angebote, die Sie sehen dürfen, mit ihrer Belegung – ab heute, wenn Sie keinen Zeitraum wählen."
    >
      <StaffFilters search={search} role={role} courses={false} onChange={(patch) => go({ ...search, ...patch, seite: undefined })} />
      <StaffResults
        query={query}
        busy={shown !== search}
        what="die Termine"
        noun={['Termin', 'Termine']}
        caption="Gefundene Termine"
        columns={columns}
        rowKey={(date) => String(date.id)}
        empty="Keine Termine passen zu Ihrer Suche."
        onReset={() => go({})}
        onPageChange={(seite) => go({ ...search, seite })}
      >
        {(data) => data.total > 0 && <SearchExport file={{ kind: 'veranstaltungsterminsuche', query: filters }} />}
      </StaffResults>
    </ScreenPage>
  );
}
