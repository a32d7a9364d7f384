import type { GroupScreenComponents } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';
import { BookingCourses, BookingEventDates, BookingOnDemand } from './booking/catalogue-screens';
import { DashboardScreen } from './dashboard/dashboard-screen';

/** The screens of the ten teacher-type roles (spec section 2). */
export const bookingScreens: GroupScreenComponents<'booking'> = {
  dashboard: DashboardScreen,
  veranstaltungstermine: BookingEventDates,
  abrufveranstaltungen: BookingOnDemand,
  selbstlernkurse: BookingCourses,
  ...screensInPreparation({
    hilfe: 'Antworten auf häufige Fragen zu Anmeldung, Warteliste, Stornierung und Teilnahmebestätigung.',
  }),
};
