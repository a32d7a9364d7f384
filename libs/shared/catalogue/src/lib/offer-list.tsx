import { Stack } from '@chakra-ui/react';
import {
  angeboteQueryOptions,
  loadStateOf,
  useServiceClients,
} from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import { LoadStates } from '@fobu/ui';
import { Paging, ResultCount } from '@fobu/ui/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueLayout } from './catalogue-layout';
import { EmptyResult } from './empty-result';
import { PAGE_SIZE } from './event-dates-list';
import { OfferCard } from './offer-card';
import { useListSearch } from './use-list-search';

const TEXTS = {
  ABRUF: {
    title: 'Abrufveranstaltungen',
    lead: 'Fortbildungen, die Ihre Schule für das Kollegium abrufen kann: Termin und Ort vereinbaren Sie mit uns, die Fortbildung kommt zu Ihnen.',
    noun: ['Abrufveranstaltung', 'Abrufveranstaltungen'] as [string, string],
  },
  SLK: {
    title: 'Selbstlernkurse',
    lead: 'Online-Kurse, die Sie in Ihrem eigenen Tempo bearbeiten: nach der Einschreibung erhalten Sie sofort den Zugang zur Lernplattform.',
    noun: ['Selbstlernkurs', 'Selbstlernkurse'] as [string, string],
  },
};

/** On-demand offers or self-learning courses: searched, filtered and paged on the server, in the URL. */
export function OfferList({
  tenant,
  vtyp,
}: {
  tenant: Tenant;
  vtyp: 'ABRUF' | 'SLK';
}) {
  const { search, goToPage } = useListSearch();
  const page = search.seite ?? 1;
  const texts = TEXTS[vtyp];
  const query = useQuery({
    ...angeboteQueryOptions(useServiceClients(), {
      mandant: tenant,
      vtyp,
      q: search.q,
      schulart: search.schulart,
      fach: search.fach,
      kennzeichen: search.kennzeichen,
      format: search.format,
      sort: 'titel',
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <CatalogueLayout
      title={texts.title}
      lead={texts.lead}
      tenant={tenant}
      kind="offers"
      searchHint="Titel, Fach, Programm-Kennzeichen oder Veranstaltungsnummer"
    >
      <ResultCount
        total={query.data?.total}
        noun={texts.noun}
        busy={query.isFetching}
      />
      <LoadStates
        state={loadStateOf(query)}
        what={`die ${texts.noun[1]}`}
        rows={6}
        onRetry={() => void query.refetch()}
      >
        {() =>
          query.data?.total === 0 ? (
            <EmptyResult what={texts.noun[1]} />
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
                {query.data?.items.map((offer) => (
                  <OfferCard key={offer.vnr} offer={offer} />
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
