import { termineQueryOptions, loadStateOf, useServiceClients } from '@fobu/api-clients';
import type { TerminSearchItem } from '@fobu/api-contract';
import { placeOf, seatsOf } from '@fobu/catalogue';
import { calendarLeaf, formatDay, formatTimeRange, isoDayInGermany, type Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { Card, CardLine, CardList, CardTitle } from '@fobu/ui/card-list';
import { useQuery } from '@tanstack/react-query';
import { NEXT_DATES_WHAT, START_LIST_LENGTH } from './start-lists';

/** The next dates with free seats, soonest first: what a teacher looking for "something soon" wants. */
export function NextDatesList({ tenant }: { tenant: Tenant }) {
  const query = useQuery(
    termineQueryOptions(useServiceClients(), {
      mandant: tenant,
      vtyp: 'TERMIN',
      nurFreie: '1',
      von: isoDayInGermany(new Date()),
      sort: 'beginn',
      pageSize: START_LIST_LENGTH,
    }),
  );
  return (
    <LoadStates state={loadStateOf(query)} what={NEXT_DATES_WHAT} rows={START_LIST_LENGTH} onRetry={() => void query.refetch()}>
      {() =>
        query.data?.items.length === 0 ? (
          <p data-start="empty">Zurzeit sind keine Termine mit freien Plätzen ausgeschrieben.</p>
        ) : (
          <CardList>
            {query.data?.items.map((termin) => (
              <DateEntry key={termin.id} tenant={tenant} termin={termin} />
            ))}
          </CardList>
        )
      }
    </LoadStates>
  );
}

function DateEntry({ tenant, termin }: { tenant: Tenant; termin: TerminSearchItem }) {
  return (
    <Card leaf={calendarLeaf(termin.beginn)}>
      <CardTitle>
        {/* The link's box covers the whole entry, so the entry is one large target. */}
        <Link to="/$mandant/veranstaltungstermine" params={{ mandant: tenant }} search={{ vnr: termin.vnr }} className="stretched-link">
          {termin.titel}
        </Link>
      </CardTitle>
      <CardLine muted>
        {formatDay(termin.beginn)}, {formatTimeRange(termin.beginn, termin.ende)} · {placeOf(termin)}
      </CardLine>
      <CardLine muted>
        {seatsOf(termin).text} · Veranstaltungsnummer {termin.vnr}
      </CardLine>
    </Card>
  );
}
