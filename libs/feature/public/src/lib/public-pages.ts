import { withQueryClient } from '@fobu/api-clients';
import { lazyRouteComponent, type PublicPageComponents } from '@fobu/routing';

// The catalogue (lists, filters, offer details, the service clients they need) is a chunk of its own too,
// and needs the query cache.
const catalogue = withQueryClient(() => import('./catalogue/catalogue-screens'));
// The content pages are lazy too, so that the start page's first visit carries none of their text;
// their route components show a first visit's pre-rendered markup without it (text-pages.ts, form-pages.ts).
const textPages = () => import('./content/text-pages');
const formPages = () => import('./content/form-pages');

/** The public pages under `/{mandant}` (spec section 2). */
export const publicPages: PublicPageComponents = {
  veranstaltungstermine: lazyRouteComponent(catalogue, 'PublicEventDatesPage'),
  abrufveranstaltungen: lazyRouteComponent(catalogue, 'PublicOnDemandPage'),
  selbstlernkurse: lazyRouteComponent(catalogue, 'PublicCoursesPage'),
  download: lazyRouteComponent(textPages, 'DownloadPage'),
  support: lazyRouteComponent(formPages, 'SupportPage'),
  datenschutz: lazyRouteComponent(textPages, 'PrivacyPage'),
  impressum: lazyRouteComponent(textPages, 'ImprintPage'),
  barrierefreiheit: lazyRouteComponent(textPages, 'AccessibilityPage'),
  feedback: lazyRouteComponent(formPages, 'FeedbackPage'),
  'leichte-sprache': lazyRouteComponent(textPages, 'EasyLanguagePage'),
  'anleitung-pwa-android': lazyRouteComponent(textPages, 'AndroidInstallGuide'),
  'anleitung-pwa-ios': lazyRouteComponent(textPages, 'IosInstallGuide'),
};

/** Abbestellen der E-Mails, per Link aus einer E-Mail, ohne Anmeldung: a chunk of its own, like the other pages. */
export const UnsubscribePage = lazyRouteComponent(
  withQueryClient(() => import('./unsubscribe/unsubscribe-page')),
  'UnsubscribePage',
);
