import type { PublicPage } from '@fobu/domain';
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
  useRoleBranch,
  useSettingsView,
  type PublicPageComponents,
  type RoleScreens,
  type ScreenModule,
  type RouteComponent,
} from '@fobu/routing';
import { CallbackPending } from './callback-pending';
import { NotFoundScreen } from './not-found-screen';
import { createRoleScreens, type RoleGroupLoaders } from './role-screens';
import { RootLayout } from './root-layout';
import { ScreenPending } from './screen-pending';
import { StandaloneLayout } from './standalone-layout';
import { TenantLayout } from './tenant-layout';

export interface PortalScreens {
  readonly startPage: RouteComponent;
  readonly publicPages: PublicPageComponents;
  readonly unsubscribePage: RouteComponent;
  readonly roleGroups: RoleGroupLoaders;
  /** The settings view, which every dashboard shows instead of its work with `ansicht=einstellungen`: loaded when first opened. */
  readonly settings: ScreenModule;
}

type RoleScreenKey = keyof typeof roleScreenRoutes;

/**
 * Joins the route tree with the screens: public pages, the layouts, and for each role screen a
 * component that renders the screen of the current role's group. Returns the role screens, which
 * the router context passes to the screens' loaders.
 */
export function bindScreens(screens: PortalScreens): RoleScreens {
  rootRoute.update({ component: RootLayout, notFoundComponent: NotFoundScreen });
  tenantRoute.update({ component: TenantLayout, notFoundComponent: NotFoundScreen });
  roleRoute.update({
    component: lazyRouteComponent(() => import('./role-branch-layout'), 'RoleBranchLayout'),
    notFoundComponent: NotFoundScreen,
  });
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
  callbackRoute.update({
    component: lazyRouteComponent(() => import('./callback-screen'), 'CallbackScreen'),
    pendingComponent: CallbackPending,
  });
  roleUnsubscribeRoute.update({ component: UnsubscribePage });
  for (const page of Object.keys(publicPageRoutes) as PublicPage[]) {
    publicPageRoutes[page].update({ component: screens.publicPages[page] });
  }

  const roleScreens = createRoleScreens(
    screens.roleGroups,
    {
      rollenwechsel: { component: lazyRouteComponent(() => import('./role-change-screen'), 'RoleChangeScreen') },
      support: { component: screens.publicPages.support },
      datenschutz: { component: screens.publicPages.datenschutz },
      impressum: { component: screens.publicPages.impressum },
    },
    screens.settings,
  );
  for (const screen of Object.keys(roleScreenRoutes) as RoleScreenKey[]) {
    roleScreenRoutes[screen].update({
      pendingComponent: ScreenPending,
      component: function RoleScreen() {
        const { role } = useRoleBranch();
        // One place for every dashboard: only a dashboard's search keeps `ansicht=einstellungen`.
        const settingsView = useSettingsView();
        if (settingsView) return <roleScreens.settings.component />;
        const module = roleScreens.loaded(role, screen);
        // The route's loader has loaded the module before the screen renders; until then, suspend.
        if (!module) throw roleScreens.load(role, screen);
        return <module.component />;
      },
    });
  }
  return roleScreens;
}
