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
  barrierefreiheit: 'Erklärung zur Barrierefreiheit',
  feedback: 'Feedback zum Portal',
  'leichte-sprache': 'Leichte Sprache',
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

/**
 * The pages every footer links to, public and signed-in alike (BITV 2.0 wants the accessibility
 * statement, feedback and Leichte Sprache reachable from every page).
 */
export const FOOTER_PAGES = [
  'support',
  'download',
  'feedback',
  'barrierefreiheit',
  'leichte-sprache',
  'datenschutz',
  'impressum',
] as const satisfies readonly PublicPage[];

/** A footer link's text where it is shorter than the page's title. */
export const FOOTER_LABELS: Readonly<Partial<Record<PublicPage, string>>> = {
  barrierefreiheit: 'Barrierefreiheit',
  feedback: 'Feedback',
};

/** The footer's text for a page. */
export function footerLabel(page: PublicPage): string {
  return FOOTER_LABELS[page] ?? PUBLIC_PAGE_TITLES[page];
}

export const START_PAGE_TITLE = 'Startseite';
