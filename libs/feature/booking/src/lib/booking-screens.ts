import { prefetchEventDates, prefetchOfferList } from '@fobu/catalogue';
import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { withOwnOfferData } from './booking/offer-data';
import { prefetchDashboard } from './dashboard/dashboard-data';

/**
 * The screens of the ten teacher-type roles (spec section 2). Each screen's code is its own chunk;
 * this table, with what each screen reads, is all a branch loads before it starts both.
 */
export const bookingScreens: GroupScreenModules<'booking'> = {
  dashboard: {
    component: lazyRouteComponent(() => import('./dashboard/dashboard-screen'), 'DashboardScreen'),
    prefetch: prefetchDashboard,
  },
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
