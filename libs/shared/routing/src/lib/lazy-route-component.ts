import { importCurrentVersion } from '@fobu/pwa';
import { lazyRouteComponent as routerLazyRouteComponent } from '@tanstack/react-router';

/**
 * The router's lazyRouteComponent, except that a chunk the server no longer has (a deploy renamed
 * it) fails as a StaleVersionError: the portal's update path handles it, where the router would
 * reload on its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's own constraint on a module
export function lazyRouteComponent<T extends Record<string, any>, TKey extends keyof T = 'default'>(
  load: () => Promise<T>,
  exportName?: TKey,
) {
  return routerLazyRouteComponent(() => importCurrentVersion(load), exportName);
}
