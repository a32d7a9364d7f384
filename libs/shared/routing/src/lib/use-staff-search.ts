import { getRouteApi } from '@tanstack/react-router';
import type { StaffOfferSearch } from './staff-search';

const offerSearch = getRouteApi('/$mandant/$role/bereich/veranstaltungssuche');
const courseSearch = getRouteApi('/$mandant/$role/bereich/selbstlernkurssuche');
const dateSearch = getRouteApi('/$mandant/$role/bereich/veranstaltungsterminsuche');
const archiveSearch = getRouteApi('/$mandant/$role/bereich/archivsuche');

/** The validated search params of whichever staff search is shown (offers, courses, dates, the archive: the same filters). */
export function useStaffOfferSearch(): StaffOfferSearch {
  const options = { shouldThrow: false } as const;
  // Every hook runs on every render (no short-circuit); at most one finds its route.
  const found = [
    offerSearch.useSearch(options),
    courseSearch.useSearch(options),
    dateSearch.useSearch(options),
    archiveSearch.useSearch(options),
  ];
  return found.find((search) => search !== undefined) ?? NO_SEARCH;
}

const NO_SEARCH: StaffOfferSearch = {};
