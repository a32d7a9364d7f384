export { EventDatesPage, OfferListPage } from './lib/catalogue-pages';
export type { CatalogueActions } from './lib/offer-detail';
export { targetGroupsText } from './lib/labels';
export { OfferDates, type OfferDatesProps } from './lib/offer-dates';
export { prefetchEventDates, prefetchOfferList } from './lib/list-queries';
