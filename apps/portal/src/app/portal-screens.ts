import { publicPages, StartPage, UnsubscribePage } from '@fobu/feature-public';
import type { PortalScreens } from '@fobu/shell';

/**
 * Which library shows which screen. The public pages are part of the first load; each role
 * group's library is imported on demand, as its own chunk.
 */
export const portalScreens: PortalScreens = {
  startPage: StartPage,
  publicPages,
  unsubscribePage: UnsubscribePage,
  roleGroups: {
    booking: () => import('@fobu/feature-booking').then((feature) => feature.bookingScreens),
    organiser: () => import('@fobu/feature-organiser').then((feature) => feature.organiserScreens),
    administrator: () => import('@fobu/feature-admin').then((feature) => feature.adminScreens),
    controlling: () => import('@fobu/feature-controlling').then((feature) => feature.controllingScreens),
    dienstposten: () => import('@fobu/feature-dienstposten').then((feature) => feature.dienstpostenScreens),
  },
};
