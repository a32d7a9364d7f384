import { prefetchEventDates, prefetchOfferList } from '@fobu/catalogue';
import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { withOwnOfferData } from './booking/offer-data';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { prefetchDashboard } from './dashboard/dashboard-data';

/**
 * The screens of the ten teacher-type roles (spec section 2). The dashboard, where a branch opens,
 * comes with this table (the branch's chunk, build/branch-chunks.ts); each other screen's code is a
 * chunk of its own, loaded beside what it reads.
 */
export const bookingScreens: GroupScreenModules<'booking'> = {
  dashboard: { component: DashboardScreen, prefetch: prefetchDashboard },
  veranstaltungstermine: {
    component: lazyRouteComponent(() => import('./booking/catalogue-screens'), 'BookingEventDates'),
    prefetch: withOwnOfferData(prefetchEventDates),
  },
  abrufveranstaltungen: {
    component: lazyRouteComponent(() => import('./booking/catalogue-screens'), 'BookingOnDemand'),
    prefetch: withOwnOfferData(prefetchOfferList('ABRUF'), 'ABRUF'),
  },
  selbstlernkurse: {
    component: lazyRouteComponent(() => import('./booking/catalogue-screens'), 'BookingCourses'),
    prefetch: withOwnOfferData(prefetchOfferList('SLK')),
  },
  hilfe: { component: lazyRouteComponent(() => import('./help/help-screen'), 'HelpScreen') },
};
