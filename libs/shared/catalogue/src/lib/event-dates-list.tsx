import { Stack } from '@chakra-ui/react';
import {
  loadStateOf,
  termineQueryOptions,
  useServiceClients,
} from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import { LoadStates } from '@fobu/ui';
import { Paging, ResultCount, SelectFilter } from '@fobu/ui/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueLayout } from './catalogue-layout';
import { DateCard } from './date-card';
import { EmptyResult } from './empty-result';
import { useListSearch } from './use-list-search';

export const PAGE_SIZE = 20;

/** The event dates: searched, filtered, sorted and paged on the server, all in the URL. */
export function EventDatesList({ tenant }: { tenant: Tenant }) {
  const { search, update, goToPage } = useListSearch();
  const page = search.seite ?? 1;
  const query = useQuery({
    ...termineQueryOptions(useServiceClients(), {
      mandant: tenant,
      vtyp: 'TERMIN',
      q: search.q,
      kreis: search.kreis,
      von: search.von,
      bis: search.bis,
      schulart: search.schulart,
      fach: search.fach,
      zielgruppe: search.zielgruppe,
      format: search.format,
      kennzeichen: search.kennzeichen,
      nurFreie: search.frei ? '1' : undefined,
      sort: search.sort === 'relevanz' && search.q ? 'relevanz' : 'beginn',
      page,
      pageSize: PAGE_SIZE,
    }),
    // The old results stay while the new ones load: the list does not jump to skeletons at each keystroke.
    placeholderData: keepPreviousData,
  });
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
      <ResultCount
        total={query.data?.total}
        noun={['Termin', 'Termine']}
        busy={query.isFetching}
      />
      <LoadStates
        state={loadStateOf(query)}
        what="die Termine"
        rows={6}
        onRetry={() => void query.refetch()}
      >
        {() =>
          query.data?.total === 0 ? (
            <EmptyResult what="Termine" />
          ) : (
            <>
              <Stack
                as="ul"
                listStyleType="none"
                p="0"
                m="0"
                gap="3"
                aria-busy={query.isPlaceholderData}
                opacity={query.isPlaceholderData ? 0.6 : 1}
                transition="opacity 0.15s"
              >
                {query.data?.items.map((termin) => (
                  <DateCard key={termin.id} termin={termin} />
                ))}
              </Stack>
              <Paging
                page={page}
                pageSize={PAGE_SIZE}
                total={query.data?.total ?? 0}
                onPageChange={goToPage}
              />
            </>
          )
        }
      </LoadStates>
    </CatalogueLayout>
  );
}
