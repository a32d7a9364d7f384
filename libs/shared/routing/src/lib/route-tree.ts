import { DEFAULT_TENANT, dashboardOf, roleHasScreen, type PublicPage, type RoleScreen } from '@fobu/domain';
import { isAuthNotice, type CallbackOutcome } from '@fobu/auth';
import { startTenant } from '@fobu/pwa';
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { parseDateListSearch, parseOfferListSearch } from './catalogue-search';
import { roleScreenSearchParser } from './role-screen-search';
import { isSettingsView } from './dashboard-view';
import { parseEntrySearch } from './entry-search';
import { parseUnsubscribeSearch } from './unsubscribe-search';
import { requireActiveRole, type GuardArgs } from './guards';
import { parseRoleParams, parseTenantParams } from './params';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

/** `/` → `/iqsh` (spec section 2); the installed app goes to the tenant chosen at its first launch. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/$mandant', params: { mandant: startTenant() ?? DEFAULT_TENANT }, replace: true });
  },
});

/** `/unsubscribe/{userId}`: own layout, no sign-in. */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'unsubscribe/$userId',
  validateSearch: parseUnsubscribeSearch,
});

/** `/{mandant}`: the tenant's layout; every other route lies below it. */
export const tenantRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$mandant',
  params: { parse: parseTenantParams, stringify: ({ mandant }) => ({ mandant }) },
  validateSearch: parseEntrySearch,
  // A public page with a stored cookie loads the user silently (spec section 4).
  beforeLoad: ({ context }) => context.auth.restoreSilently(),
});

export const startRoute = createRoute({ getParentRoute: () => tenantRoute, path: '/' });

/**
 * `/{mandant}/callback`: finishes the sign-in and moves on, so that neither `code` nor `state`
 * stays in the address bar or the history; a failure moves on to `?fehler=…`, which the screen
 * explains (the session says so: in the sign-in popup it hands even that to the opener instead).
 */
export const callbackRoute = createRoute({
  getParentRoute: () => tenantRoute,
  path: 'callback',
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseEntrySearch(search),
    ...(isAuthNotice(search['fehler']) ? { fehler: search['fehler'] } : {}),
  }),
  loaderDeps: ({ search }) => ({ fehler: search.fehler }),
  loader: async ({ context, params, location, deps }): Promise<CallbackOutcome> => {
    const outcome = await context.auth.completeLogin(params.mandant, location.searchStr);
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
    if (outcome.kind === 'error' && outcome.notice !== deps.fehler)
      throw redirect({ to: '/$mandant/callback', params, search: { fehler: outcome.notice }, replace: true });
    return outcome;
  },
});

function publicPageRoute<const P extends PublicPage>(page: P) {
  return createRoute({ getParentRoute: () => tenantRoute, path: page });
}

/** A catalogue page: its filters, sort and page are validated search params (catalogue-search.ts). */
function cataloguePageRoute<const P extends PublicPage, S>(page: P, validateSearch: (search: Record<string, unknown>) => S) {
  return createRoute({ getParentRoute: () => tenantRoute, path: page, validateSearch });
}

/** One route per public page; the record's type makes a page missing from the table an error. */
export const publicPageRoutes = {
  veranstaltungstermine: cataloguePageRoute('veranstaltungstermine', parseDateListSearch),
  abrufveranstaltungen: cataloguePageRoute('abrufveranstaltungen', parseOfferListSearch),
  selbstlernkurse: cataloguePageRoute('selbstlernkurse', parseOfferListSearch),
  download: publicPageRoute('download'),
  support: publicPageRoute('support'),
  datenschutz: publicPageRoute('datenschutz'),
  impressum: publicPageRoute('impressum'),
  'anleitung-pwa-android': publicPageRoute('anleitung-pwa-android'),
  'anleitung-pwa-ios': publicPageRoute('anleitung-pwa-ios'),
  barrierefreiheit: publicPageRoute('barrierefreiheit'),
  feedback: publicPageRoute('feedback'),
  'leichte-sprache': publicPageRoute('leichte-sprache'),
} satisfies { [P in PublicPage]: unknown };

/** `/{mandant}/{role}`: a role branch. */
export const roleRoute = createRoute({
  getParentRoute: () => tenantRoute,
  path: '$role',
  params: { parse: parseRoleParams, stringify: ({ role }) => ({ role }) },
});

/**
 * The signed-in part of a branch (every role screen but unsubscribe), without a path of its own.
 * A screen the role does not have is not found, signed in or not; otherwise the active-role guard
 * runs, and the user it finds is in the context of every screen below (`useRoleBranch`).
 */
const branchRoute = createRoute({
  getParentRoute: () => roleRoute,
  id: 'bereich',
  beforeLoad: async ({ context, params, location, matches }) => {
    const screen = matches.map((match) => match.staticData.roleScreen).find((candidate) => candidate !== undefined);
    if (screen && !roleHasScreen(params.role, screen)) throw notFound();
    // With a stored sign-in, the screen's code loads while the user is restored and checked, not
    // after; the loader waits for it (and reports a failure), a refused visit leaves it unused.
    if (screen && context.auth.hasStoredSignIn()) context.roleScreens.load(params.role, screen).catch(() => undefined);
    return { user: await requireActiveRole({ context, params, location }) };
  },
});

/** The bare role path goes to that role's dashboard. */
const roleIndexRoute = createRoute({
  getParentRoute: () => branchRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({
      to: `/$mandant/$role/${dashboardOf(params.role)}` as '/$mandant/$role/dashboard',
      params,
      replace: true,
    });
  },
});

/**
 * A role screen's route. Its loader fetches the screen's module from the role group's chunk and
 * then starts the screen's code and data side by side; the screen reads the data from the cache.
 */
function roleScreenRoute<const S extends Exclude<RoleScreen, 'unsubscribe'>>(screen: S) {
  const validateSearch = roleScreenSearchParser(screen);
  return createRoute({
    getParentRoute: () => branchRoute,
    path: screen,
    staticData: { roleScreen: screen },
    validateSearch,
    loader: async ({ context, params: routeParams, location, cause }) => {
      // Inside this generic helper TypeScript loses the parents' params; they are the role route's.
      const params = routeParams as unknown as GuardArgs['params'];
      const [module, queryClient] = await Promise.all([context.roleScreens.load(params.role, screen), context.queryClient.load()]);
      const { loadServiceClients, user } = context;
      const search = validateSearch(location.search);
      const data = { queryClient, loadServiceClients, user, tenant: params.mandant, role: params.role, search };
      // Entered without params, a screen may open where the person chose to start (the staff's start view);
      // a change of params on the screen (its own list switch, „Zurück zur Liste“) stays where it leads.
      const start = cause === 'enter' && Object.keys(search).length === 0 ? await module.startSearch?.(data) : undefined;
      if (start) throw redirect({ to: `/$mandant/$role/${screen}` as '/$mandant/$role/hilfe', params, search: start, replace: true });
      // A dashboard's settings view shows the settings instead of the dashboard's work: their code and data, not its.
      const shown = isSettingsView(search) ? context.roleScreens.settings : module;
      await Promise.all([shown.component.preload?.(), shown.prefetch?.(data)]);
    },
  });
}

/** One route per role screen; which role may open it comes from ROLE_SCREENS. */
export const roleScreenRoutes = {
  dashboard: roleScreenRoute('dashboard'),
  vldashboard: roleScreenRoute('vldashboard'),
  qkdashboard: roleScreenRoute('qkdashboard'),
  vwdashboard: roleScreenRoute('vwdashboard'),
  addashboard: roleScreenRoute('addashboard'),
  ctdashboard: roleScreenRoute('ctdashboard'),
  dpdashboard: roleScreenRoute('dpdashboard'),
  rollenwechsel: roleScreenRoute('rollenwechsel'),
  veranstaltungstermine: roleScreenRoute('veranstaltungstermine'),
  abrufveranstaltungen: roleScreenRoute('abrufveranstaltungen'),
  selbstlernkurse: roleScreenRoute('selbstlernkurse'),
  veranstaltungssuche: roleScreenRoute('veranstaltungssuche'),
  veranstaltungsterminsuche: roleScreenRoute('veranstaltungsterminsuche'),
  selbstlernkurssuche: roleScreenRoute('selbstlernkurssuche'),
  archivsuche: roleScreenRoute('archivsuche'),
  hilfe: roleScreenRoute('hilfe'),
  support: roleScreenRoute('support'),
  datenschutz: roleScreenRoute('datenschutz'),
  impressum: roleScreenRoute('impressum'),
} satisfies { [S in Exclude<RoleScreen, 'unsubscribe'>]: unknown };

/** `/{mandant}/controlling/unsubscribe/{userId}`: no sign-in (reached from an e-mail), controlling only. */
export const roleUnsubscribeRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'unsubscribe/$userId',
  validateSearch: parseUnsubscribeSearch,
  beforeLoad: ({ params }) => {
    if (!roleHasScreen(params.role, 'unsubscribe')) throw notFound();
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  unsubscribeRoute,
  tenantRoute.addChildren([
    startRoute,
    callbackRoute,
    ...Object.values(publicPageRoutes),
    roleRoute.addChildren([branchRoute.addChildren([roleIndexRoute, ...Object.values(roleScreenRoutes)]), roleUnsubscribeRoute]),
  ]),
]);
