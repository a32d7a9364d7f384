import { publicPages, StartPage, UnsubscribePage } from '@fobu/feature-public';
import type { PortalScreens } from '@fobu/shell';
import { roleGroupScreens } from './role-group-screens';

/** Which library shows which screen. The public pages are part of the first load; the role groups' libraries are not. */
export const portalScreens: PortalScreens = {
  startPage: StartPage,
  publicPages,
  unsubscribePage: UnsubscribePage,
  roleGroups: roleGroupScreens,
};
