import { ReviewQueueScreen, WorkOverviewScreen } from '@fobu/offer-work';
import {
  offerSearchData,
  prefetchDateSearch,
  prefetchOfferSearch,
  prefetchReviewQueue,
  prefetchWorkOverview,
} from '@fobu/offer-work/prefetch';
import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';

const searchScreen = (name: 'OfferSearchScreen' | 'CourseSearchScreen' | 'DateSearchScreen') =>
  lazyRouteComponent(() => import('./staff-screens'), name);

/**
 * The screens of Veranstaltungsleitung, Qualitätskontrolle and Verwaltung (spec section 2). The
 * dashboards, where the branch opens, come with this table (the branch's chunk,
 * build/branch-chunks.ts); the searches and the help load when they are opened.
 */
export const organiserScreens: GroupScreenModules<'organiser'> = {
  vldashboard: { component: WorkOverviewScreen, prefetch: prefetchWorkOverview },
  vwdashboard: { component: WorkOverviewScreen, prefetch: prefetchWorkOverview },
  qkdashboard: { component: ReviewQueueScreen, prefetch: prefetchReviewQueue },
  veranstaltungssuche: { component: searchScreen('OfferSearchScreen'), ...offerSearchData },
  selbstlernkurssuche: { component: searchScreen('CourseSearchScreen'), prefetch: prefetchOfferSearch('selbstlernkurssuche') },
  hilfe: { component: lazyRouteComponent(() => import('./help-screen'), 'StaffHelpScreen') },
  veranstaltungsterminsuche: { component: searchScreen('DateSearchScreen'), prefetch: prefetchDateSearch },
};
