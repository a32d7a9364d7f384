import { publicPages, StartPage, UnsubscribePage } from '@fobu/feature-public';
import { lazyRouteComponent } from '@fobu/routing';
import type { PortalScreens } from '@fobu/shell';
import { roleGroupScreens } from './role-group-screens';

/** Which library shows which screen. The public pages are part of the first load; the role groups' libraries and the settings are not. */
export const portalScreens: PortalScreens = {
  startPage: StartPage,
  publicPages,
  unsubscribePage: UnsubscribePage,
  roleGroups: roleGroupScreens,
  // Every role's, in a chunk of its own: a dashboard's first visit does not load it.
  settings: { component: lazyRouteComponent(() => import('@fobu/settings'), 'SettingsScreen') },
};
