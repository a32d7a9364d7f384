import { getRouteApi } from '@tanstack/react-router';
import type { DateListSearch } from './catalogue-search';

const publicDates = getRouteApi('/$mandant/veranstaltungstermine');
const publicOnDemand = getRouteApi('/$mandant/abrufveranstaltungen');
const publicCourses = getRouteApi('/$mandant/selbstlernkurse');
const branchDates = getRouteApi('/$mandant/$role/bereich/veranstaltungstermine');
const branchOnDemand = getRouteApi('/$mandant/$role/bereich/abrufveranstaltungen');
const branchCourses = getRouteApi('/$mandant/$role/bereich/selbstlernkurse');

/**
 * The validated search params of whichever catalogue list is shown, public or in a booking
 * branch: the same screens serve six routes. The offer lists' params are a subset of the dates'.
 */
export function useCatalogueSearch(): DateListSearch {
  const options = { shouldThrow: false } as const;
  // Every hook runs on every render (no short-circuit): at most one of them finds its route.
  const found = [
    publicDates.useSearch(options),
    publicOnDemand.useSearch(options),
    publicCourses.useSearch(options),
    branchDates.useSearch(options),
    branchOnDemand.useSearch(options),
    branchCourses.useSearch(options),
  ];
  return found.find((search) => search !== undefined) ?? NO_SEARCH;
}

const NO_SEARCH: DateListSearch = {};
