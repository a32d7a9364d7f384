export { EventDatesPage, OfferListPage } from './lib/catalogue-pages';
export { OfferContent, type CatalogueActions } from './lib/offer-detail';
export { FORMAT_LABELS, kreisName, placeOf, seatsOf, targetGroupsText } from './lib/labels';
export { OfferDates, type OfferDatesProps } from './lib/offer-dates';
export { prefetchEventDates, prefetchOfferList } from './lib/list-queries';
export { FORMAT_CHOICES, KREIS_CHOICES, SCHULART_CHOICES, TARGET_GROUP_CHOICES } from './lib/filters/filter-choices';
export { KnownValueFilter } from './lib/filters/known-value-filter';
