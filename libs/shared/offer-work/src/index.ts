// The staff's work on offers (docs/offers.md): the searches, an offer's work state and editor, the
// review queue, the dashboards and the help of the organiser, quality-control and administration roles.
export { OfferSearchScreen, CourseSearchScreen, DateSearchScreen } from './lib/staff-offer-screens';
export { ReviewQueueScreen } from './lib/dashboard/review-queue-screen';
export { WorkOverviewScreen } from './lib/dashboard/work-overview-screen';
export { StaffHelpScreen } from './lib/help/staff-help-screen';
