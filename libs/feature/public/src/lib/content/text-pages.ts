// The five text pages load as one chunk: one dynamic import in the start page's bundle instead of
// five (each costs its chunk list there), and a visitor who reads one legal text often reads another.
export { AccessibilityPage } from './accessibility-page';
export { DownloadPage } from './download-page';
export { EasyLanguagePage } from './easy-language-page';
export { ImprintPage } from './imprint-page';
export { PrivacyPage } from './privacy-page';
