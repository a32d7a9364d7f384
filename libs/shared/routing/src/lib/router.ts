import type { RoleScreen } from '@fobu/domain';
import { createRouter, type ErrorRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';
import { parsePlainSearch, stringifyPlainSearch } from './search-serialization';

export interface PortalRouterOptions {
  /** The browser's by default; tests and pre-rendering pass a memory history. */
  readonly history?: RouterHistory;
  /** What a screen shows when it fails (the router's own is in English). */
  readonly errorComponent?: ErrorRouteComponent;
}

/**
 * The portal's router. Scroll goes back to the top on every navigation, and every navigation
 * looks for a new version of the service worker (spec sections 2 and 4).
 */
export function createPortalRouter(context: RouterContext, { history, errorComponent }: PortalRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context,
    history,
    defaultErrorComponent: errorComponent,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Without restoration the router puts the window back to the top after every navigation.
    scrollRestoration: false,
  });
  router.subscribe('onResolved', () => context.updates.checkForUpdate());
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
  interface StaticDataRouteOption {
    /** The role screen a route shows: the branch's guard refuses screens the role does not have. */
    roleScreen?: RoleScreen;
  }
}
