// The staff's work on offers (docs/offers.md): the searches, an offer's work state and editor, the
// review queue, the dashboards and the help of the organiser, quality-control and administration roles.
export { OfferSearchScreen, CourseSearchScreen, DateSearchScreen } from './lib/staff-offer-screens';
export { ReviewQueueScreen } from './lib/dashboard/review-queue-screen';
export { WorkOverviewScreen } from './lib/dashboard/work-overview-screen';
export { StaffHelpScreen } from './lib/help/staff-help-screen';
// The parts the administrator's archive search composes its own views of (docs/archive.md).
export { StaffFilters } from './lib/search/staff-filters';
export { StaffResults } from './lib/search/staff-results';
export { OfferHistory } from './lib/work/offer-history';
export { DataSection } from './lib/work/data-section';
export { OfferPreview } from './lib/work/offer-preview';
export { offerContentOf } from './lib/offer-fields';
export { whenColumn } from './lib/dates/when-column';
export { waitingTime } from './lib/dashboard/waiting-time';
// The dashboards' frame, lists and entries, for the administrator's dashboard.
export {
  DashboardPage,
  DateEntry,
  DateTaskEntry,
  occupancy,
  OverviewColumns,
  OverviewList,
  ShortOfMinimumEntry,
  taskList,
} from './lib/dashboard/overview-parts';

// Typed links to where the staff handle an offer or a date's people (the administrator's dashboard links there too).
export { OfferLink } from './lib/work/offer-link';
