import { hydrate } from '@tanstack/react-router/ssr/client';
import type { PortalRouter } from '../router';

declare global {
  interface Window {
    /** The router's dehydrated state, written into a pre-rendered page by `renderRouterPage`. */
    $_TSR?: { h(): void };
  }
}

/** Whether this page came pre-rendered with the router's state, so that the app can hydrate it. */
export function hasDehydratedRouter(): boolean {
  return typeof window !== 'undefined' && window.$_TSR !== undefined;
}

/**
 * Gives the router the state it had when the page was pre-rendered, instead of loading the
 * location again (a pre-rendered route's `beforeLoad` does not run again in the browser).
 */
export async function hydrateRouter(router: PortalRouter): Promise<void> {
  try {
    await hydrate(router);
  } finally {
    window.$_TSR?.h();
  }
}
