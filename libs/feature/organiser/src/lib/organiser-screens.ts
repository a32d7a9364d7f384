import type { GroupScreenModules } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

/** The screens of Veranstaltungsleitung, Qualitätskontrolle and Verwaltung (spec section 2). */
export const organiserScreens: GroupScreenModules<'organiser'> = screensInPreparation({
  vldashboard: 'Ihre Veranstaltungen, anstehende Termine und Teilnehmendenlisten.',
  qkdashboard: 'Veranstaltungen, die auf Ihre Prüfung und Freigabe warten.',
  vwdashboard: 'Anmeldungen, Platzvergaben und Stornierungen über alle Veranstaltungen.',
  veranstaltungssuche: 'Suchen Sie Veranstaltungen nach Nummer, Titel, Status und Verantwortlichen.',
  veranstaltungsterminsuche: 'Suchen Sie Termine nach Zeitraum, Ort, Kreis und Belegung.',
  selbstlernkurssuche: 'Suchen Sie Selbstlernkurse und sehen Sie Einschreibungen ein.',
  hilfe: 'Antworten auf häufige Fragen zur Organisation von Veranstaltungen.',
});
