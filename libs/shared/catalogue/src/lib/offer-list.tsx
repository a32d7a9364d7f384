import { useEarlyFetch, useServiceClients } from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import type { OfferListSearch } from '@fobu/routing';
import { CardList } from '@fobu/ui/card-list';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { Paging } from '@fobu/ui/search';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { CatalogueLayout } from './catalogue-layout';
import { EmptyResult } from './empty-result';
import { offerListQuery, PAGE_SIZE } from './list-queries';
import { OfferCard } from './offer-card';
import { ResultSummary } from './result-summary';
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
export function OfferList({ tenant, vtyp }: { tenant: Tenant; vtyp: 'ABRUF' | 'SLK' }) {
  const { search } = useListSearch();
  const shown = useDeferredValue(search);
  const texts = TEXTS[vtyp];
  const query = offerListQuery(useServiceClients(), tenant, vtyp, search);
  const ready = useEarlyFetch(query);
  return (
    <CatalogueLayout
      title={texts.title}
      lead={texts.lead}
      tenant={tenant}
      kind="offers"
      searchHint="Titel, Fach, Programm-Kennzeichen oder Veranstaltungsnummer"
    >
      <ResultSummary query={query} noun={texts.noun} />
      <DataBoundary what={`die ${texts.noun[1]}`} rows={6} ready={ready}>
        <OfferResults tenant={tenant} vtyp={vtyp} search={shown} stale={shown !== search} />
      </DataBoundary>
    </CatalogueLayout>
  );
}

function OfferResults({ tenant, vtyp, search, stale }: { tenant: Tenant; vtyp: 'ABRUF' | 'SLK'; search: OfferListSearch; stale: boolean }) {
  const { goToPage } = useListSearch();
  const { data } = useSuspenseQuery(offerListQuery(useServiceClients(), tenant, vtyp, search));
  if (data.total === 0) return <EmptyResult what={TEXTS[vtyp].noun[1]} />;
  return (
    <>
      <CardList busy={stale}>
        {data.items.map((offer) => (
          <OfferCard key={offer.vnr} offer={offer} />
        ))}
      </CardList>
      <Paging page={search.seite ?? 1} pageSize={PAGE_SIZE} total={data.total} onPageChange={goToPage} />
    </>
  );
}
