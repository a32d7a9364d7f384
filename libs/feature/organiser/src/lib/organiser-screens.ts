import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { prefetchOpenedOffer, prefetchReviewQueue, prefetchWorkOverview } from '@fobu/offer-work/prefetch';

const staffScreen = (
  name: 'OfferSearchScreen' | 'CourseSearchScreen' | 'DateSearchScreen' | 'ReviewQueueScreen' | 'WorkOverviewScreen' | 'StaffHelpScreen',
) => lazyRouteComponent(() => import('./staff-screens'), name);

/** The screens of Veranstaltungsleitung, Qualitätskontrolle and Verwaltung (spec section 2). */
export const organiserScreens: GroupScreenModules<'organiser'> = {
  vldashboard: { component: staffScreen('WorkOverviewScreen'), prefetch: prefetchWorkOverview },
  vwdashboard: { component: staffScreen('WorkOverviewScreen'), prefetch: prefetchWorkOverview },
  qkdashboard: { component: staffScreen('ReviewQueueScreen'), prefetch: prefetchReviewQueue },
  veranstaltungssuche: { component: staffScreen('OfferSearchScreen'), prefetch: prefetchOpenedOffer },
  selbstlernkurssuche: { component: staffScreen('CourseSearchScreen'), prefetch: prefetchOpenedOffer },
  hilfe: { component: staffScreen('StaffHelpScreen') },
  veranstaltungsterminsuche: { component: staffScreen('DateSearchScreen') },
};
