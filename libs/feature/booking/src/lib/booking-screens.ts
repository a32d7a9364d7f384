import type { GroupScreenComponents } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';
import { DashboardScreen } from './dashboard/dashboard-screen';

/** The screens of the ten teacher-type roles (spec section 2). */
export const bookingScreens: GroupScreenComponents<'booking'> = {
  dashboard: DashboardScreen,
  ...screensInPreparation({
    veranstaltungstermine:
      'Finden Sie Fortbildungstermine und melden Sie sich direkt an.',
    abrufveranstaltungen:
      'Fortbildungen, die Ihre Schule für das Kollegium abrufen kann.',
    selbstlernkurse: 'Kurse, die Sie zeitlich flexibel online bearbeiten.',
    hilfe:
      'Antworten auf häufige Fragen zu Anmeldung, Warteliste, Stornierung und Teilnahmebestätigung.',
  }),
};
