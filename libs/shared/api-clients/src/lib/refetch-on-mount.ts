import type { Query } from '@tanstack/react-query';

/** How long data counts as just loaded for a screen that mounts with it. */
const JUST_LOADED_MS = 5_000;

/**
 * `refetchOnMount` for the portal's queries: a screen mounts with the data its route loader has
 * just loaded, and asking the service again at that moment only repeats the request (each staff
 * screen did, on every visit). Data loaded longer ago, or marked out of date by a change
 * (`invalidateQueries`), is loaded again on mount as before, while the screen shows what it has.
 */
export function refetchOnMountUnlessJustLoaded(query: Query): boolean {
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= JUST_LOADED_MS;
}
