import type { AuthSession } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { PUBLIC_PAGE_TITLES, START_PAGE_TITLE, TENANTS } from '@fobu/domain';
import { createMemoryHistory } from '@fobu/routing';
import { renderRouterPage } from '@fobu/routing/server';
import { createPortal, PortalApp } from './app/portal';
import { createPortalSession } from './app/portal-session';

/**
 * Server-side entry used only at build time: renders the public pages to HTML, so that their
 * first paint needs no JavaScript. The runtime config is not known at build time (one build
 * serves every environment); a page that needs it while rendering cannot be pre-rendered, and
 * the build says so.
 */
const noConfigAtBuildTime = new Proxy({} as RuntimeConfig, {
  get(_target, key) {
    throw new Error(`config.json („${String(key)}“) ist beim Vorab-Rendern nicht verfügbar.`);
  },
});

/** Nobody is signed in while a page is built: the header shows "Anmelden". */
const anonymousAtBuildTime: Partial<AuthSession> = {
  getState: () => ({ status: 'anonymous' }),
  subscribe: () => () => undefined,
  currentUser: () => undefined,
  restoreSilently: () => undefined,
};
const nobodySignedIn = new Proxy(anonymousAtBuildTime, {
  get(target, key) {
    if (key in target) return target[key as keyof AuthSession];
    throw new Error(`Die Anmeldung („${String(key)}“) ist beim Vorab-Rendern nicht verfügbar.`);
  },
}) as AuthSession;

export interface PrerenderedPage {
  readonly path: string;
  readonly title: string;
  readonly html: string;
}

/** The pages that are the same for every visitor: each tenant's start page and public pages. */
export const PRERENDERED_PATHS = TENANTS.flatMap((tenant) => [
  { path: `/${tenant}`, title: START_PAGE_TITLE },
  ...Object.entries(PUBLIC_PAGE_TITLES).map(([page, title]) => ({ path: `/${tenant}/${page}`, title })),
]);

export async function renderPage(path: string): Promise<string> {
  const portal = createPortal(noConfigAtBuildTime, {
    history: createMemoryHistory({ initialEntries: [path] }),
    session: createPortalSession(noConfigAtBuildTime, nobodySignedIn),
  });
  return renderRouterPage(portal.router, <PortalApp portal={portal} />);
}
