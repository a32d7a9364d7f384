import { useCatalogueSearch, useNavigate, type DateListSearch } from '@fobu/routing';
import { useCallback } from 'react';

/**
 * The list's search params and a way to change them. A change of filter goes back to the first
 * page and replaces the history entry, so that Back leaves the list rather than undoing each
 * keystroke; moving to another page adds an entry.
 */
export function useListSearch() {
  const search = useCatalogueSearch();
  const navigate = useNavigate();
  const update = useCallback(
    (patch: Partial<DateListSearch>, { keepPage = false } = {}) =>
      void navigate({
        to: '.',
        search: (previous: DateListSearch) => ({
          ...previous,
          ...(keepPage ? {} : { seite: undefined }),
          ...patch,
        }),
        replace: !keepPage,
        resetScroll: keepPage,
      }),
    [navigate],
  );
  const reset = useCallback(() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]))), [update]);
  const goToPage = useCallback((page: number) => update({ seite: page > 1 ? page : undefined }, { keepPage: true }), [update]);
  return { search, update, reset, goToPage };
}

/** Everything that narrows or orders a list (not `vnr`, which opens an offer, nor the page). */
const FILTER_KEYS = ['q', 'kreis', 'von', 'bis', 'schulart', 'fach', 'zielgruppe', 'format', 'kennzeichen', 'frei', 'sort'] as const;
