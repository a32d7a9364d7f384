import { useEarlyFetch, useServiceClients } from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import { CardList } from '@fobu/ui/card-list';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { Paging, SelectFilter } from '@fobu/ui/search';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { DateListSearch } from '@fobu/routing';
import { CatalogueLayout } from './catalogue-layout';
import { DateCard } from './date-card';
import { EmptyResult } from './empty-result';
import { eventDatesQuery, PAGE_SIZE } from './list-queries';
import { ResultSummary } from './result-summary';
import { useListSearch } from './use-list-search';

/** The event dates: searched, filtered, sorted and paged on the server, all in the URL. */
export function EventDatesList({ tenant }: { tenant: Tenant }) {
  const { search, update } = useListSearch();
  // The list keeps showing the last answer while the next one loads (React renders the new
  // search in the background and shows it once its data is there); the filters move at once.
  const shown = useDeferredValue(search);
  const load = useServiceClients();
  const query = eventDatesQuery(load, tenant, search);
  const ready = useEarlyFetch(query);
  const sortTool = (
    <SelectFilter
      label="Sortierung"
      value={search.sort}
      choices={[{ value: 'relevanz', label: 'Relevanz' }]}
      emptyLabel="Datum"
      onChange={(sort) => update({ sort: sort as 'relevanz' | undefined })}
    />
  );
  return (
    <CatalogueLayout
      title="Veranstaltungstermine"
      lead="Alle Termine mit festen Daten – in Präsenz, online oder hybrid. Filtern Sie nach Kreis, Zeitraum, Schulart, Fach und mehr."
      tenant={tenant}
      kind="dates"
      searchHint="Titel, Fach, Programm-Kennzeichen oder Veranstaltungsnummer"
      tools={sortTool}
    >
      <ResultSummary query={query} noun={['Termin', 'Termine']} />
      <DataBoundary what="die Termine" rows={6} ready={ready}>
        <DateResults tenant={tenant} search={shown} stale={shown !== search} />
      </DataBoundary>
    </CatalogueLayout>
  );
}

function DateResults({ tenant, search, stale }: { tenant: Tenant; search: DateListSearch; stale: boolean }) {
  const { goToPage } = useListSearch();
  const { data } = useSuspenseQuery(eventDatesQuery(useServiceClients(), tenant, search));
  if (data.total === 0) return <EmptyResult what="Termine" />;
  return (
    <>
      <CardList busy={stale}>
        {data.items.map((termin) => (
          <DateCard key={termin.id} termin={termin} />
        ))}
      </CardList>
      <Paging page={search.seite ?? 1} pageSize={PAGE_SIZE} total={data.total} onPageChange={goToPage} />
    </>
  );
}
