/**
 * How long data counts as just loaded (the portal's `staleTime`): a screen mounts with the data
 * its route loader has just loaded, and a route loader takes what the page's start has just
 * loaded for it, without asking the service again (each staff screen asked twice on every visit,
 * then the first visit of a role screen twice as well). Data loaded longer ago, or marked out of
 * date by a change (`invalidateQueries`), is loaded again as before, while the screen shows what it has.
 */
export const JUST_LOADED_MS = 5_000;
