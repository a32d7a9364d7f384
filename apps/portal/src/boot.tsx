import { loadRuntimeConfig } from '@fobu/config';
import { startTransition, StrictMode } from 'react';
import { hoistServerStyles } from '@fobu/ui';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { ConfigFailure } from './app/config-failure';
import { createPortal, PortalApp } from './app/portal';

/**
 * Nothing starts before `/config.json` is loaded and valid (runtime-config.md). Public pages
 * arrive pre-rendered (build/prerender.ts), so that they paint before any JavaScript has run;
 * the app then renders over them in one commit. It does not hydrate them: the router renders
 * differently on a server than in the browser, and a fresh render of identical markup changes
 * nothing on screen.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <ConfigFailure problems={result.problems} />
      </StrictMode>,
    );
    return;
  }
  const portal = createPortal(result.config, { registerServiceWorker: registerSW });
  // A chunk of this version is gone from the server: a new version is deployed (issue 5). The
  // failed import still rejects, so that the screen that needed it shows the update path.
  window.addEventListener('vite:preloadError', () => portal.router.options.context.updates.reportStaleVersion());
  // Resolve the route (and its chunks) first, so that the first commit shows the whole page.
  await portal.router.load();
  hoistServerStyles(container);
  const root = createRoot(container);
  // As a transition React renders in slices and yields to the browser in between.
  startTransition(() => root.render(<PortalApp portal={portal} />));
}
