import { offerSearchData, prefetchDateSearch, prefetchOfferSearch } from '@fobu/offer-work/prefetch';
import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { prefetchAdminOverview, prefetchArchive } from './admin-prefetch';
import { AdminDashboardScreen } from './dashboard/admin-dashboard-screen';

const staffScreen = (name: 'OfferSearchScreen' | 'CourseSearchScreen' | 'DateSearchScreen' | 'StaffHelpScreen') =>
  lazyRouteComponent(() => import('./staff-screens'), name);

/**
 * The administrator's screens (spec section 2): the staff searches with verwaltung's powers (the
 * same screens as the organiser branch), the tenant at a glance and the archive, which only this
 * role has (docs/archive.md).
 */
export const adminScreens: GroupScreenModules<'administrator'> = {
  addashboard: { component: AdminDashboardScreen, prefetch: prefetchAdminOverview },
  veranstaltungssuche: { component: staffScreen('OfferSearchScreen'), ...offerSearchData },
  selbstlernkurssuche: { component: staffScreen('CourseSearchScreen'), prefetch: prefetchOfferSearch('selbstlernkurssuche') },
  veranstaltungsterminsuche: { component: staffScreen('DateSearchScreen'), prefetch: prefetchDateSearch },
  archivsuche: {
    component: lazyRouteComponent(() => import('./archive/archive-search-screen'), 'ArchiveSearchScreen'),
    prefetch: prefetchArchive,
  },
  hilfe: { component: staffScreen('StaffHelpScreen') },
};
