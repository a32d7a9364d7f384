import { getRouteApi } from '@tanstack/react-router';
import type { FiguresSearch } from './figures-search';

const figures = getRouteApi('/$mandant/$role/bereich/ctdashboard');

/** The validated search params of controlling's figures screen. */
export function useFiguresSearch(): FiguresSearch {
  return figures.useSearch();
}
