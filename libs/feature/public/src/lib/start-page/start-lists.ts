import { withQueryClient } from '@fobu/api-clients';
import { lazyPart } from '@fobu/pwa';

/** How many entries each of the start page's lists shows. */
export const START_LIST_LENGTH = 5;

/** What each list shows, as the object of a sentence: its loading and error texts say it (see `LoadStates`). */
export const NEXT_DATES_WHAT = 'die nächsten Termine';
export const NEW_OFFERS_WHAT = 'die neuen Angebote';

/*
 * The lists come from the forms service after the page is up: one chunk of their own, so that
 * the first paint and the first visit's JS stay those of the pre-rendered page (also the query cache's code).
 */
const lists = withQueryClient(() => import('./start-page-lists'));
export const LazyNextDatesList = lazyPart(() => lists().then((chunk) => ({ default: chunk.NextDatesList })));
export const LazyNewOffersList = lazyPart(() => lists().then((chunk) => ({ default: chunk.NewOffersList })));
