// The lazily loaded chunk of the start page's lists (see start-lists.ts).
export { NextDatesList } from './next-dates';
export { NewOffersList } from './new-offers';
