import type { RoleGroupLoaders } from '@fobu/shell';

/** Each role group's library, imported on demand as its own chunk that visitors never download. */
export const roleGroupScreens: RoleGroupLoaders = {
  booking: () => import('@fobu/feature-booking').then((feature) => feature.bookingScreens),
  organiser: () => import('@fobu/feature-organiser').then((feature) => feature.organiserScreens),
  administrator: () => import('@fobu/feature-admin').then((feature) => feature.adminScreens),
  controlling: () => import('@fobu/feature-controlling').then((feature) => feature.controllingScreens),
  dienstposten: () => import('@fobu/feature-dienstposten').then((feature) => feature.dienstpostenScreens),
};
