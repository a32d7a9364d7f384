export { EventDatesPage, OfferListPage } from './lib/catalogue-pages';
export { OfferContent, type CatalogueActions } from './lib/offer-detail';
export { FORMAT_LABELS, kreisName, placeOf, targetGroupsText } from './lib/labels';
export { OfferDates, type OfferDatesProps } from './lib/offer-dates';
export { prefetchEventDates, prefetchOfferList } from './lib/list-queries';
