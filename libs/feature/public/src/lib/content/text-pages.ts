import { lazyRouteComponent } from '@fobu/routing';
import { textPageRoute } from './text-page-route';

// The route components of the pages that are text alone: a first visit shows the page's
// pre-rendered markup and loads no texts; a visit inside the app loads them, the five legal and
// help texts as one chunk (a visitor who reads one often reads another), the install guides with
// their pictures as another (few visitors open them).
const texts = () => import('./texts');
const installGuides = () => import('../install-guide/install-guides');

export const AccessibilityPage = textPageRoute('barrierefreiheit', lazyRouteComponent(texts, 'AccessibilityPage'));
export const DownloadPage = textPageRoute('download', lazyRouteComponent(texts, 'DownloadPage'));
export const EasyLanguagePage = textPageRoute('leichte-sprache', lazyRouteComponent(texts, 'EasyLanguagePage'));
export const ImprintPage = textPageRoute('impressum', lazyRouteComponent(texts, 'ImprintPage'));
export const PrivacyPage = textPageRoute('datenschutz', lazyRouteComponent(texts, 'PrivacyPage'));
export const AndroidInstallGuide = textPageRoute('anleitung-pwa-android', lazyRouteComponent(installGuides, 'AndroidInstallGuide'));
export const IosInstallGuide = textPageRoute('anleitung-pwa-ios', lazyRouteComponent(installGuides, 'IosInstallGuide'));
