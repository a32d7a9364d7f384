/** The public pages under `/{mandant}` (spec section 2), with their German titles and navigation. */
export const PUBLIC_PAGE_TITLES = {
  veranstaltungstermine: 'Veranstaltungstermine',
  abrufveranstaltungen: 'Abrufveranstaltungen',
  selbstlernkurse: 'Selbstlernkurse',
  download: 'Downloads',
  support: 'Support',
  datenschutz: 'Datenschutz',
  impressum: 'Impressum',
  'anleitung-pwa-android': 'App installieren: Android',
  'anleitung-pwa-ios': 'App installieren: iPhone und iPad',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGE_TITLES;

/** The public pages the header lists, in order; the rest are linked from the footer or the start page. */
export const PUBLIC_NAVIGATION: readonly PublicPage[] = [
  'veranstaltungstermine',
  'abrufveranstaltungen',
  'selbstlernkurse',
  'download',
  'support',
];

/** The pages every footer links to. */
export const FOOTER_PAGES = ['support', 'datenschutz', 'impressum'] as const satisfies readonly PublicPage[];

export const START_PAGE_TITLE = 'Startseite';
