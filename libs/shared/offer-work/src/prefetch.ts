// What the staff screens read before their code arrives: a door of its own, so that a role group's
// table of screens imports these without pulling the screens themselves into its chunk.
export { offerSearchData, prefetchDateSearch, prefetchOfferSearch, prefetchReviewQueue, prefetchWorkOverview } from './lib/staff-prefetch';
export { staffQueryOf } from './lib/search/staff-query';
