import { createLazyQueryClient, createLazyServiceClients, LazyQueryClientProvider, ServiceClientsProvider } from '@fobu/api-clients';
import type { LoggedInUser } from '@fobu/auth';
import { PUBLIC_PAGE_TITLES, type PublicPage, type RoleGroup } from '@fobu/domain';
import { createUpdateController } from '@fobu/pwa';
import { createMemoryHistory, createPortalRouter, RouterProvider, type GroupScreenModules, type RouteComponent } from '@fobu/routing';
import { bindScreens, QueryRetry, type PortalScreens } from '@fobu/shell';
import { Toasts } from '@fobu/ui';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { RuntimeConfig } from '@fobu/config';
import { TEST_RUNTIME_CONFIG } from '@fobu/config/testing';
import { createFakeServices, type ServiceCall, type ServiceHandler } from './fake-services';
import { createFakeSession } from './fake-session';

export interface RenderRouteOptions {
  /** Who is signed in (their active role and tenant decide the branch); nobody when absent. */
  readonly user?: LoggedInUser;
  /** The role groups' screens the test opens; a group not given fails when its branch is entered. */
  readonly roleGroups?: { readonly [G in RoleGroup]?: GroupScreenModules<G> };
  /** Answers the services' business calls; the service tokens are answered by the fake itself. */
  readonly services?: ServiceHandler;
  /**
   * The deployment's runtime config; the tests' own (every service, also the QR service) when absent.
   * With `TEST_BFF_RUNTIME_CONFIG` the screen runs in BFF mode: its calls go through `/api/<service>/`.
   */
  readonly config?: RuntimeConfig;
  /** The start page the test opens; a stand-in when absent. */
  readonly startPage?: RouteComponent;
  /** The public pages the test opens; stand-ins for those not given. */
  readonly publicPages?: Partial<PortalScreens['publicPages']>;
  /** The dashboards' settings view (`ansicht=einstellungen`); a stand-in when absent. */
  readonly settingsScreen?: RouteComponent;
}

export interface RenderedRoute extends RenderResult {
  readonly router: ReturnType<typeof createPortalRouter>;
  readonly queryClient: QueryClient;
  /** Every business call the screen made, in order. */
  readonly calls: readonly ServiceCall[];
}

const PublicPageStandIn: RouteComponent = () => <p>Öffentliche Seite</p>;
const SettingsStandIn: RouteComponent = () => <p>Einstellungen</p>;

/**
 * Renders the portal's real route tree at `path` with the given screens, a session in which
 * `user` is signed in, and fake services: guards, loaders, suspense, the layouts and the query
 * cache run as in the browser, so that a screen can be tested without one.
 */
export async function renderRoute(
  path: string,
  {
    user,
    roleGroups = {},
    services = () => undefined,
    config = TEST_RUNTIME_CONFIG,
    startPage,
    publicPages,
    settingsScreen,
  }: RenderRouteOptions = {},
): Promise<RenderedRoute> {
  const fake = createFakeServices(services);
  globalThis.fetch = fake.fetch;
  const auth = createFakeSession(user, config);
  const lazyQueryClient = createLazyQueryClient({ defaultOptions: { queries: { retry: false } } });
  const loadServiceClients = createLazyServiceClients(auth);
  const roleScreens = bindScreens({
    ...testScreens(roleGroups, startPage, publicPages),
    settings: { component: settingsScreen ?? SettingsStandIn },
  });
  const updates = createUpdateController({ reload: () => undefined, isSignInInProgress: () => false });
  const router = createPortalRouter(
    { config, queryClient: lazyQueryClient, auth, loadServiceClients, roleScreens, updates },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  await router.load();
  // The cache the screens use, also where the route loaded nothing that makes it (a stand-in page).
  const queryClient = await lazyQueryClient.load();
  const rendered = render(
    <LazyQueryClientProvider client={lazyQueryClient}>
      <ServiceClientsProvider load={loadServiceClients}>
        <QueryRetry>
          <RouterProvider router={router} />
        </QueryRetry>
        <Toasts />
      </ServiceClientsProvider>
    </LazyQueryClientProvider>,
  );
  return { ...rendered, router, queryClient, calls: fake.calls };
}

function testScreens(
  roleGroups: RenderRouteOptions['roleGroups'] = {},
  startPage: RouteComponent = PublicPageStandIn,
  givenPublicPages: RenderRouteOptions['publicPages'] = {},
): Omit<PortalScreens, 'settings'> {
  const missing = (group: RoleGroup) => async () => {
    throw new Error(`Der Test hat keine Bildschirme der Gruppe ${group} mitgegeben.`);
  };
  const loader = <G extends RoleGroup>(group: G) => {
    const modules = roleGroups[group];
    return modules ? async () => modules : missing(group);
  };
  const publicPages = Object.fromEntries(
    Object.keys(PUBLIC_PAGE_TITLES).map((page) => [page, givenPublicPages[page as PublicPage] ?? PublicPageStandIn]),
  ) as Record<PublicPage, RouteComponent>;
  return {
    startPage,
    publicPages,
    unsubscribePage: PublicPageStandIn,
    roleGroups: {
      booking: loader('booking'),
      organiser: loader('organiser'),
      administrator: loader('administrator'),
      controlling: loader('controlling'),
      dienstposten: loader('dienstposten'),
    },
  };
}
