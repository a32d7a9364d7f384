import { ROLE_GROUPS, roleGroupOf, roleHasScreen, rolesOfGroup, type GroupScreen, type PublicPage, type RoleGroup } from '@fobu/domain';
import {
  callbackRoute,
  lazyRouteComponent,
  publicPageRoutes,
  roleRoute,
  roleScreenRoutes,
  roleUnsubscribeRoute,
  rootRoute,
  startRoute,
  tenantRoute,
  unsubscribeRoute,
  useBranch,
  type GroupScreenComponents,
  type PublicPageComponents,
  type RouteComponent,
  type RouterContext,
} from '@fobu/routing';
import { CallbackPending } from './callback-pending';
import { NotFoundScreen } from './not-found-screen';
import { RootLayout } from './root-layout';
import { StandaloneLayout } from './standalone-layout';
import { TenantLayout } from './tenant-layout';

/** Loads a role group's feature library; each one is its own chunk that visitors never download. */
export type RoleGroupLoaders = { readonly [G in RoleGroup]: () => Promise<GroupScreenComponents<G>> };

export interface PortalScreens {
  readonly startPage: RouteComponent;
  readonly publicPages: PublicPageComponents;
  readonly unsubscribePage: RouteComponent;
  readonly roleGroups: RoleGroupLoaders;
}

type RoleScreenKey = keyof typeof roleScreenRoutes;
type LazyScreen = ReturnType<typeof lazyRouteComponent>;

/**
 * Joins the route tree with the screens: public pages, the layouts, and for each role screen a
 * component that renders the screen of the current role's group. Returns the loader the router
 * context needs to fetch a group's chunk before its screens show.
 */
export function bindScreens(screens: PortalScreens): RouterContext['preloadRoleGroup'] {
  rootRoute.update({ component: RootLayout, notFoundComponent: NotFoundScreen });
  tenantRoute.update({ component: TenantLayout, notFoundComponent: NotFoundScreen });
  roleRoute.update({ notFoundComponent: NotFoundScreen });
  const UnsubscribePage = screens.unsubscribePage;
  unsubscribeRoute.update({
    component: () => (
      <StandaloneLayout>
        <UnsubscribePage />
      </StandaloneLayout>
    ),
  });
  startRoute.update({ component: screens.startPage });
  // Screens only signed-in users or returning sign-ins see: loaded when first shown.
  callbackRoute.update({ component: lazyRouteComponent(() => import('./callback-screen'), 'CallbackScreen'), pendingComponent: CallbackPending });
  roleUnsubscribeRoute.update({ component: UnsubscribePage });
  for (const page of Object.keys(publicPageRoutes) as PublicPage[]) {
    publicPageRoutes[page].update({ component: screens.publicPages[page] });
  }

  const common = {
    rollenwechsel: lazyRouteComponent(() => import('./role-change-screen'), 'RoleChangeScreen'),
    support: screens.publicPages.support,
    datenschutz: screens.publicPages.datenschutz,
    impressum: screens.publicPages.impressum,
  } satisfies Partial<Record<RoleScreenKey, RouteComponent>>;

  const lazyScreens = Object.fromEntries(ROLE_GROUPS.map((group) => [group, [] as LazyScreen[]])) as Record<RoleGroup, LazyScreen[]>;
  for (const screen of Object.keys(roleScreenRoutes) as RoleScreenKey[]) {
    const route = roleScreenRoutes[screen];
    if (screen in common) {
      route.update({ component: common[screen as keyof typeof common] });
      continue;
    }
    const byGroup = lazyScreensByGroup(screens.roleGroups, screen as GroupScreen<RoleGroup>);
    for (const [group, lazyScreen] of Object.entries(byGroup) as [RoleGroup, LazyScreen][]) lazyScreens[group].push(lazyScreen);
    route.update({
      component: function RoleScreen() {
        const { role } = useBranch();
        // The route's guard has refused roles without this screen, so the group has it.
        const Screen = byGroup[roleGroupOf(role ?? 'lehrkraft')] as LazyScreen;
        return <Screen />;
      },
    });
  }
  return async (group) => {
    await Promise.all(lazyScreens[group].map((screen) => screen.preload?.()));
  };
}

/** For each group that has the screen, the screen from the group's library, loaded on first use. */
function lazyScreensByGroup(loaders: RoleGroupLoaders, screen: GroupScreen<RoleGroup>): Partial<Record<RoleGroup, LazyScreen>> {
  const groups = ROLE_GROUPS.filter((group) => rolesOfGroup(group).some((role) => roleHasScreen(role, screen)));
  const entries = groups.map((group) => {
    const load = loaders[group] as () => Promise<Record<string, RouteComponent>>;
    return [group, lazyRouteComponent(async () => ({ default: (await load())[screen] }))] as const;
  });
  return Object.fromEntries(entries);
}
