export { AccessibilityPage } from './accessibility-page';
export { DownloadPage } from './download-page';
export { EasyLanguagePage } from './easy-language-page';
export { ImprintPage } from './imprint-page';
export { PrivacyPage } from './privacy-page';
