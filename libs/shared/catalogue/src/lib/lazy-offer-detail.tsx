import { angebotQueryOptions, useEarlyFetch, useServiceClients } from '@fobu/api-clients';
import { ListSkeleton, loadingLabel } from '@fobu/ui';
import { lazyPart } from '@fobu/pwa';
import { Suspense } from 'react';
import { OFFER_WHAT } from './labels';
import type { CatalogueActions } from './offer-detail';

// A list's first visit does not carry the offer's view (about 3 KB gzip of the lists' first-visit
// JS, issue 18): it loads when an offer is opened, or before, when the reader is about to open one.
const loadOfferDetail = () => import('./offer-detail');
const OfferDetail = lazyPart(() => loadOfferDetail().then((module) => ({ default: module.OfferDetail })));

/**
 * Loads the offer's view ahead of its opening: called when a pointer rests on, a finger touches or
 * the focus comes to an offer's link, the 100 ms or more before the click that opens it.
 */
export function preloadOfferDetail() {
  // Should the chunk not load (offline, or gone after a deploy), opening the offer loads it again
  // and leads to the update path: nothing to do here.
  loadOfferDetail().catch(() => undefined);
}

/**
 * The offer `vnr` on the page it is listed on (see `OfferDetail`). Its data is asked for as the
 * page renders, beside the loading of the view, rather than after it.
 */
export function LazyOfferDetail({ vnr, kreis, actions }: { vnr: string; kreis?: string; actions: CatalogueActions }) {
  useEarlyFetch(angebotQueryOptions(useServiceClients(), vnr));
  return (
    <Suspense fallback={<ListSkeleton rows={4} label={loadingLabel(OFFER_WHAT)} />}>
      <OfferDetail vnr={vnr} kreis={kreis} actions={actions} />
    </Suspense>
  );
}
