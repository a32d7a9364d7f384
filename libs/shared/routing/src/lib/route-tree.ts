import {
  DEFAULT_TENANT,
  dashboardOf,
  roleGroupOf,
  roleHasScreen,
  type PublicPage,
  type RoleScreen,
} from '@fobu/domain';
import { isAuthNotice, type CallbackOutcome } from '@fobu/auth';
import { startTenant } from '@fobu/pwa';
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { parseDateListSearch, parseOfferListSearch } from './catalogue-search';
import { parseEntrySearch } from './entry-search';
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
 * stays in the address bar or the history; a failure moves on to `?fehler=…`, which the screen explains.
 */
export const callbackRoute = createRoute({
  getParentRoute: () => tenantRoute,
  path: 'callback',
  validateSearch: (search: Record<string, unknown>) => ({ ...parseEntrySearch(search), ...(isAuthNotice(search['fehler']) ? { fehler: search['fehler'] } : {}) }),
  loaderDeps: ({ search }) => ({ fehler: search.fehler }),
  loader: async ({ context, params, location, deps }): Promise<CallbackOutcome> => {
    if (deps.fehler) return { kind: 'error', notice: deps.fehler };
    const outcome = await context.auth.completeLogin(params.mandant, location.searchStr);
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
    if (outcome.kind === 'error') throw redirect({ to: '/$mandant/callback', params, search: { fehler: outcome.notice }, replace: true });
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
  loader: ({ context, params }) => context.preloadRoleGroup(roleGroupOf(params.role)),
});

/** The bare role path goes to that role's dashboard. */
const roleIndexRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: '/',
  beforeLoad: async (args) => {
    await requireActiveRole(args);
    const { params } = args;
    throw redirect({
      to: `/$mandant/$role/${dashboardOf(params.role)}` as '/$mandant/$role/dashboard',
      params,
      replace: true,
    });
  },
});

/** A screen the role does not have is not found under that role (e.g. archivsuche outside administrator). */
function guardScreen(screen: RoleScreen) {
  return ({ params }: { params: { role: Parameters<typeof roleHasScreen>[0] } }) => {
    if (!roleHasScreen(params.role, screen)) throw notFound();
  };
}

function roleScreenRoute<const S extends Exclude<RoleScreen, 'unsubscribe'>, Search = object>(
  screen: S,
  validateSearch: (search: Record<string, unknown>) => Search = () => ({}) as Search,
) {
  const hasScreen = guardScreen(screen);
  return createRoute({
    getParentRoute: () => roleRoute,
    path: screen,
    validateSearch,
    beforeLoad: async (args) => {
      // Inside this generic helper TypeScript loses the parents' params; they are the role route's.
      const guardArgs = args as unknown as GuardArgs;
      // A screen the role does not have is not found, signed in or not.
      hasScreen(guardArgs);
      await requireActiveRole(guardArgs);
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
  veranstaltungstermine: roleScreenRoute('veranstaltungstermine', parseDateListSearch),
  abrufveranstaltungen: roleScreenRoute('abrufveranstaltungen', parseOfferListSearch),
  selbstlernkurse: roleScreenRoute('selbstlernkurse', parseOfferListSearch),
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
  beforeLoad: guardScreen('unsubscribe'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  unsubscribeRoute,
  tenantRoute.addChildren([
    startRoute,
    callbackRoute,
    ...Object.values(publicPageRoutes),
    roleRoute.addChildren([roleIndexRoute, ...Object.values(roleScreenRoutes), roleUnsubscribeRoute]),
  ]),
]);
