import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';

/**
 * The portal's router. Scroll goes back to the top on every navigation (spec section 2). The
 * history defaults to the browser's; tests pass a memory history.
 */
export function createPortalRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Without restoration the router puts the window back to the top after every navigation.
    scrollRestoration: false,
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
