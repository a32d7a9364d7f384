import type { RuntimeConfig } from '@fobu/config';
import { hasDehydratedRouter, hydrateRouter } from '@fobu/routing';
import { hoistServerStyles } from '@fobu/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { nextTask } from '../next-task';
import { createPortal, PortalApp, type Portal } from './portal';
import type { PortalSession } from './portal-session';

/**
 * Starts the portal in the page. Public pages arrive pre-rendered (build/prerender.ts), so that
 * they paint before any JavaScript has run; the app then takes their markup over (hydrates it)
 * instead of rendering the page again. `session`: the one the start has begun for a page that was
 * not pre-rendered (portal-session.ts).
 */
export async function takeOver(container: HTMLElement, config: RuntimeConfig, session?: PortalSession): Promise<void> {
  const portal = createPortal(config, { registerServiceWorker: registerSW, session });
  // A chunk of this version is gone from the server: a new version is deployed (issue 5). The
  // failed import still rejects, so that the screen that needed it shows the update path.
  window.addEventListener('vite:preloadError', () => portal.router.options.context.updates.reportStaleVersion());
  await nextTask();
  if (isPrerenderedAsIs(container)) await hydratePage(container, portal);
  else await renderPage(container, portal);
}

/**
 * A page was pre-rendered for its path alone: with search params (a filtered catalogue list) the
 * markup is not what the app shows, and the app renders the page anew.
 */
function isPrerenderedAsIs(container: HTMLElement): boolean {
  return container.hasChildNodes() && hasDehydratedRouter() && window.location.search === '';
}

async function hydratePage(container: HTMLElement, portal: Portal): Promise<void> {
  await hydrateRouter(portal.router);
  // The route's own `beforeLoad` ran at build time: a stored sign-in is restored here.
  portal.router.options.context.auth.restoreSilently();
  hoistServerStyles(container);
  await nextTask();
  // In a transition React hydrates in slices and yields to the browser in between.
  startTransition(() => {
    hydrateRoot(container, <PortalApp portal={portal} />);
  });
}

async function renderPage(container: HTMLElement, portal: Portal): Promise<void> {
  // Resolve the route (and its chunks) first, so that the first commit shows the whole page.
  await portal.router.load();
  const overPrerendered = container.hasChildNodes();
  hoistServerStyles(container);
  const root = createRoot(container);
  const render = () => root.render(<PortalApp portal={portal} />);
  // Over a pre-rendered page, which stays readable meanwhile, React renders in slices and answers
  // taps in between. An empty page (a signed-in screen) has nothing to tap until the first commit:
  // slices only delayed it (a dashboard's first visit by about 120 ms at 4× CPU, docs/performance.md).
  if (overPrerendered) startTransition(render);
  else render();
}
