import {
  angeboteQueryOptions,
  angebotQueryOptions,
  filterwerteQueryOptions,
  termineQueryOptions,
  type LoadServiceClients,
} from '@fobu/api-clients';
import type { Tenant } from '@fobu/domain';
import type { DateListSearch, OfferListSearch, ScreenDataContext } from '@fobu/routing';

/** Entries on one page of a catalogue list. */
export const PAGE_SIZE = 20;

/** The event dates a list's search params ask for: the screen reads it, the route's loader fetches it ahead. */
export function eventDatesQuery(load: LoadServiceClients, tenant: Tenant, search: DateListSearch) {
  return termineQueryOptions(load, {
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
    page: search.seite ?? 1,
    pageSize: PAGE_SIZE,
  });
}

/** The on-demand offers or self-learning courses a list's search params ask for. */
export function offerListQuery(load: LoadServiceClients, tenant: Tenant, vtyp: 'ABRUF' | 'SLK', search: OfferListSearch) {
  return angeboteQueryOptions(load, {
    mandant: tenant,
    vtyp,
    q: search.q,
    schulart: search.schulart,
    fach: search.fach,
    kennzeichen: search.kennzeichen,
    format: search.format,
    sort: 'titel',
    page: search.seite ?? 1,
    pageSize: PAGE_SIZE,
  });
}

type ListData<Search> = Pick<ScreenDataContext<Search>, 'queryClient' | 'loadServiceClients' | 'tenant' | 'search'>;

/** What the event dates screen reads: the offer of a deep link, or the page of dates and the filter choices. */
export async function prefetchEventDates({ queryClient, loadServiceClients, tenant, search }: ListData<DateListSearch>) {
  if (search.vnr) return queryClient.prefetchQuery(angebotQueryOptions(loadServiceClients, search.vnr));
  await Promise.all([
    queryClient.prefetchQuery(eventDatesQuery(loadServiceClients, tenant, search)),
    queryClient.prefetchQuery(filterwerteQueryOptions(loadServiceClients, tenant)),
  ]);
}

/** What an offer list screen reads: the offer of a deep link, or the page of offers and the filter choices. */
export function prefetchOfferList(vtyp: 'ABRUF' | 'SLK') {
  return async ({ queryClient, loadServiceClients, tenant, search }: ListData<OfferListSearch>) => {
    if (search.vnr) return queryClient.prefetchQuery(angebotQueryOptions(loadServiceClients, search.vnr));
    await Promise.all([
      queryClient.prefetchQuery(offerListQuery(loadServiceClients, tenant, vtyp, search)),
      queryClient.prefetchQuery(filterwerteQueryOptions(loadServiceClients, tenant)),
    ]);
  };
}
