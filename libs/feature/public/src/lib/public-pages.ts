import { lazyRouteComponent, type PublicPageComponents } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

// Few visitors open the install guides: their text and pictures are a chunk of their own.
const installGuides = () => import('./install-guide/install-guides');

/** The public pages under `/{mandant}` (spec section 2). */
export const publicPages: PublicPageComponents = {
  ...screensInPreparation({
    veranstaltungstermine: 'Alle buchbaren Fortbildungstermine – filtern Sie nach Kreis, Zeitraum, Schulart, Fach und Format.',
    abrufveranstaltungen: 'Fortbildungen, die Schulen für ihr Kollegium abrufen und vor Ort durchführen lassen können.',
    selbstlernkurse: 'Online-Kurse, die Sie in Ihrem eigenen Tempo bearbeiten.',
    download: 'Formulare, Handreichungen und Programmhefte zum Herunterladen.',
    support: 'Häufige Fragen und der Weg zu unserem Support-Team.',
    datenschutz: 'Wie wir Ihre personenbezogenen Daten verarbeiten und welche Rechte Sie haben.',
    impressum: 'Anbieterkennzeichnung und Kontakt.',
  }),
  'anleitung-pwa-android': lazyRouteComponent(installGuides, 'AndroidInstallGuide'),
  'anleitung-pwa-ios': lazyRouteComponent(installGuides, 'IosInstallGuide'),
};

/** Abmelden von Benachrichtigungen, per Link aus einer E-Mail, ohne Anmeldung. */
export const UnsubscribePage = screensInPreparation({
  unsubscribe: 'Hier können Sie Benachrichtigungen per E-Mail abbestellen.',
}).unsubscribe;
