import type { GroupScreenComponents } from '@fobu/routing';
import { BookingCourses, BookingEventDates, BookingOnDemand } from './booking/catalogue-screens';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { HelpScreen } from './help/help-screen';

/** The screens of the ten teacher-type roles (spec section 2). */
export const bookingScreens: GroupScreenComponents<'booking'> = {
  dashboard: DashboardScreen,
  veranstaltungstermine: BookingEventDates,
  abrufveranstaltungen: BookingOnDemand,
  selbstlernkurse: BookingCourses,
  hilfe: HelpScreen,
};
