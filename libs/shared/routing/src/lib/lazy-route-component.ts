import { importCurrentVersion } from '@fobu/pwa';
import { lazyRouteComponent as routerLazyRouteComponent } from '@tanstack/react-router';

/**
 * The router's lazyRouteComponent, except that a chunk the server no longer has (a deploy renamed
 * it) fails as a StaleVersionError: the portal's update path handles it, where the router would
 * reload on its own; and that it is ready only when the component it loads is, where that loads
 * in steps of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's own constraint on a module
export function lazyRouteComponent<T extends Record<string, any>, TKey extends keyof T = 'default'>(
  load: () => Promise<T>,
  exportName?: TKey,
) {
  return routerLazyRouteComponent(async () => {
    const module = await importCurrentVersion(load);
    // E.g. a text page's, which loads its texts only where no pre-rendered markup shows them.
    await module[exportName ?? 'default']?.preload?.();
    return module;
  }, exportName);
}
