import { DEFAULT_TENANT } from '@fobu/domain';
import { useBranch } from '@fobu/routing';
import { EventDatesList } from './event-dates-list';
import { LazyOfferDetail } from './lazy-offer-detail';
import type { CatalogueActions } from './offer-detail';
import { OfferList } from './offer-list';
import { useListSearch } from './use-list-search';

/** `veranstaltungstermine`: the list, or with `vnr` the offer (deep links land here). */
export function EventDatesPage({ actions }: { actions: CatalogueActions }) {
  const tenant = useBranch().tenant ?? DEFAULT_TENANT;
  const { search } = useListSearch();
  return search.vnr ? <LazyOfferDetail vnr={search.vnr} kreis={search.kreis} actions={actions} /> : <EventDatesList tenant={tenant} />;
}

/** `abrufveranstaltungen` and `selbstlernkurse` (the SLK forwarding's special-event page is `?vnr=`). */
export function OfferListPage({ vtyp, actions }: { vtyp: 'ABRUF' | 'SLK'; actions: CatalogueActions }) {
  const tenant = useBranch().tenant ?? DEFAULT_TENANT;
  const { search } = useListSearch();
  return search.vnr ? <LazyOfferDetail vnr={search.vnr} actions={actions} /> : <OfferList tenant={tenant} vtyp={vtyp} />;
}
