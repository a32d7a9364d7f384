import type { GroupScreenModules } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

/** The administrator's screens (spec section 2); only this role has the archive search. */
export const adminScreens: GroupScreenModules<'administrator'> = screensInPreparation({
  addashboard: 'Der Stand aller Veranstaltungen, Termine und Anmeldungen im Überblick.',
  veranstaltungssuche: 'Suchen Sie Veranstaltungen nach Nummer, Titel, Status und Verantwortlichen.',
  veranstaltungsterminsuche: 'Suchen Sie Termine nach Zeitraum, Ort, Kreis und Belegung.',
  selbstlernkurssuche: 'Suchen Sie Selbstlernkurse und sehen Sie Einschreibungen ein.',
  archivsuche: 'Durchsuchen Sie abgeschlossene und archivierte Veranstaltungen.',
  hilfe: 'Antworten auf häufige Fragen zur Administration des Portals.',
});
