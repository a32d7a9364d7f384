import { lazyRouteComponent, type PublicPageComponents } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

// Few visitors open the install guides: their text and pictures are a chunk of their own.
const installGuides = () => import('./install-guide/install-guides');
// The catalogue (lists, filters, offer details, the service clients they need) is a chunk of its own too.
const catalogue = () => import('./catalogue/catalogue-screens');

/** The public pages under `/{mandant}` (spec section 2). */
export const publicPages: PublicPageComponents = {
  ...screensInPreparation({
    download: 'Formulare, Handreichungen und Programmhefte zum Herunterladen.',
    support: 'Häufige Fragen und der Weg zu unserem Support-Team.',
    datenschutz: 'Wie wir Ihre personenbezogenen Daten verarbeiten und welche Rechte Sie haben.',
    impressum: 'Anbieterkennzeichnung und Kontakt.',
  }),
  veranstaltungstermine: lazyRouteComponent(catalogue, 'PublicEventDatesPage'),
  abrufveranstaltungen: lazyRouteComponent(catalogue, 'PublicOnDemandPage'),
  selbstlernkurse: lazyRouteComponent(catalogue, 'PublicCoursesPage'),
  'anleitung-pwa-android': lazyRouteComponent(installGuides, 'AndroidInstallGuide'),
  'anleitung-pwa-ios': lazyRouteComponent(installGuides, 'IosInstallGuide'),
};

/** Abmelden von Benachrichtigungen, per Link aus einer E-Mail, ohne Anmeldung. */
export const UnsubscribePage = screensInPreparation({
  unsubscribe: 'Hier können Sie Benachrichtigungen per E-Mail abbestellen.',
}).unsubscribe;
