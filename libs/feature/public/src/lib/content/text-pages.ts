import { withDesignSystem } from '@fobu/ui';
import { AccessibilityPage as Accessibility } from './accessibility-page';
import { DownloadPage as Download } from './download-page';
import { EasyLanguagePage as EasyLanguage } from './easy-language-page';
import { ImprintPage as Imprint } from './imprint-page';
import { PrivacyPage as Privacy } from './privacy-page';

// The five text pages load as one chunk: one dynamic import in the start page's bundle instead of
// five (each costs its chunk list there), and a visitor who reads one legal text often reads another.
// Their texts are Chakra components: the design system comes with them (withDesignSystem).
export const AccessibilityPage = withDesignSystem(Accessibility);
export const DownloadPage = withDesignSystem(Download);
export const EasyLanguagePage = withDesignSystem(EasyLanguage);
export const ImprintPage = withDesignSystem(Imprint);
export const PrivacyPage = withDesignSystem(Privacy);
