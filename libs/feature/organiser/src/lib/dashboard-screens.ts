// The dashboards, the screens a branch opens with, without the searches' and the help's code (staff-screens.ts).
export { ReviewQueueScreen, WorkOverviewScreen } from '@fobu/offer-work';
