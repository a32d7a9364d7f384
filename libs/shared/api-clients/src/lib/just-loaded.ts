import type { Query } from '@tanstack/react-query';

/**
 * How long data counts as just loaded (the portal's `staleTime`): a screen mounts with the data
 * its route loader has just loaded, and a route loader takes what the page's start has just
 * loaded for it, without asking the service again (each staff screen asked twice on every visit,
 * then the first visit of a role screen twice as well). Data loaded longer ago, or marked out of
 * date by a change (`invalidateQueries`), is loaded again as before, while the screen shows what it has.
 */
export const JUST_LOADED_MS = 5_000;

/**
 * Which data counts as just loaded for the screen being opened: only what was loaded since the
 * previous screen was shown (by the page's start for the first screen, by a link's preload, by
 * the screen's own loader), and for at most `JUST_LOADED_MS`. What an earlier screen loaded is
 * loaded again when a screen is opened, also within five seconds, so that what another person
 * changed meanwhile shows (quality control saw an offer „zurückgegeben“ after its resubmission).
 * That holds for what the screen on view showed, too, when it was loaded again after that screen
 * was shown (a change's refetch that arrived after its navigation): the router tells at the start
 * of a navigation which data is on view (`opening`), and when its screen is shown (`shown`).
 */
export function createJustLoaded(now: () => number = Date.now) {
  // The first screen may take everything the page's start loaded for it.
  let loadedSince = 0;
  let shownAt = 0;
  // The data the screens on view showed when the navigation began, with when each was loaded.
  let onView = new Map<string, number>();
  const shownBefore = (query: Query) => query.state.dataUpdatedAt <= (onView.get(query.queryHash) ?? -1);
  return {
    staleTime: (query: Query): number => (query.state.dataUpdatedAt >= loadedSince && !shownBefore(query) ? JUST_LOADED_MS : 0),
    opening: (shown: readonly Query[] = []) => {
      loadedSince = shownAt;
      onView = new Map(shown.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
    },
    shown: () => {
      shownAt = now();
    },
  };
}
export type JustLoaded = ReturnType<typeof createJustLoaded>;
