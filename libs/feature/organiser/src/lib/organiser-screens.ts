import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { prefetchOpenedOffer, prefetchReviewQueue, prefetchWorkOverview } from '@fobu/offer-work/prefetch';

const searchScreen = (name: 'OfferSearchScreen' | 'CourseSearchScreen' | 'DateSearchScreen') =>
  lazyRouteComponent(() => import('./staff-screens'), name);
const dashboardScreen = (name: 'ReviewQueueScreen' | 'WorkOverviewScreen') => lazyRouteComponent(() => import('./dashboard-screens'), name);

/** The screens of Veranstaltungsleitung, Qualitätskontrolle and Verwaltung (spec section 2). */
export const organiserScreens: GroupScreenModules<'organiser'> = {
  vldashboard: { component: dashboardScreen('WorkOverviewScreen'), prefetch: prefetchWorkOverview },
  vwdashboard: { component: dashboardScreen('WorkOverviewScreen'), prefetch: prefetchWorkOverview },
  qkdashboard: { component: dashboardScreen('ReviewQueueScreen'), prefetch: prefetchReviewQueue },
  veranstaltungssuche: { component: searchScreen('OfferSearchScreen'), prefetch: prefetchOpenedOffer },
  selbstlernkurssuche: { component: searchScreen('CourseSearchScreen'), prefetch: prefetchOpenedOffer },
  hilfe: { component: lazyRouteComponent(() => import('./help-screen'), 'StaffHelpScreen') },
  veranstaltungsterminsuche: { component: searchScreen('DateSearchScreen') },
};
