import type { GroupScreenModules } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

/** Controlling's screens (spec section 2). */
export const controllingScreens: GroupScreenModules<'controlling'> = screensInPreparation({
  ctdashboard: 'Kennzahlen zu Anmeldungen, Plätzen und Teilnahme nach Mandant, Kreis, Schulart und Zeitraum.',
  hilfe: 'Antworten auf häufige Fragen zu Auswertungen und Kennzahlen.',
});
