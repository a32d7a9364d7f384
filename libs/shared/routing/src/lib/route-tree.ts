import {
  DEFAULT_TENANT,
  dashboardOf,
  roleGroupOf,
  roleHasScreen,
  type PublicPage,
  type RoleScreen,
} from '@fobu/domain';
import { startTenant } from '@fobu/pwa';
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { parseRoleParams, parseTenantParams } from './params';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

/** `/` → `/iqsh` (spec section 2); the installed app goes to the tenant chosen at its first launch. */
export const indexRoute = createRoute({
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
});

export const startRoute = createRoute({ getParentRoute: () => tenantRoute, path: '/' });

export const callbackRoute = createRoute({ getParentRoute: () => tenantRoute, path: 'callback' });

function publicPageRoute<const P extends PublicPage>(page: P) {
  return createRoute({ getParentRoute: () => tenantRoute, path: page });
}

/** One route per public page; the record's type makes a page missing from the table an error. */
export const publicPageRoutes = {
  veranstaltungstermine: publicPageRoute('veranstaltungstermine'),
  abrufveranstaltungen: publicPageRoute('abrufveranstaltungen'),
  selbstlernkurse: publicPageRoute('selbstlernkurse'),
  download: publicPageRoute('download'),
  support: publicPageRoute('support'),
  datenschutz: publicPageRoute('datenschutz'),
  impressum: publicPageRoute('impressum'),
  'anleitung-pwa-android': publicPageRoute('anleitung-pwa-android'),
  'anleitung-pwa-ios': publicPageRoute('anleitung-pwa-ios'),
} satisfies { [P in PublicPage]: unknown };

/** `/{mandant}/{role}`: a role branch. */
export const roleRoute = createRoute({
  getParentRoute: () => tenantRoute,
  path: '$role',
  params: { parse: parseRoleParams, stringify: ({ role }) => ({ role }) },
  loader: ({ context, params }) => context.preloadRoleGroup(roleGroupOf(params.role)),
});

/** The bare role path goes to that role's dashboard. */
export const roleIndexRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: '/',
  beforeLoad: ({ params }) => {
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

function roleScreenRoute<const S extends Exclude<RoleScreen, 'unsubscribe'>>(screen: S) {
  return createRoute({ getParentRoute: () => roleRoute, path: screen, beforeLoad: guardScreen(screen) });
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

/** `/{mandant}/controlling/unsubscribe/{userId}`: no sign-in, controlling only. */
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
