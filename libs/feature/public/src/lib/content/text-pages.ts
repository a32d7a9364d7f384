import { lazyRouteComponent } from '@fobu/routing';
import { textPageRoute } from './text-page-route';

// The five text pages' route components: a first visit shows the page's pre-rendered markup and
// loads no texts; a visit inside the app loads them, all five as one chunk (a visitor who reads one
// legal text often reads another).
const texts = () => import('./texts');

export const AccessibilityPage = textPageRoute('barrierefreiheit', lazyRouteComponent(texts, 'AccessibilityPage'));
export const DownloadPage = textPageRoute('download', lazyRouteComponent(texts, 'DownloadPage'));
export const EasyLanguagePage = textPageRoute('leichte-sprache', lazyRouteComponent(texts, 'EasyLanguagePage'));
export const ImprintPage = textPageRoute('impressum', lazyRouteComponent(texts, 'ImprintPage'));
export const PrivacyPage = textPageRoute('datenschutz', lazyRouteComponent(texts, 'PrivacyPage'));
