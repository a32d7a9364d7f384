/*
 * The print stylesheet (part of the global CSS, `system.ts`): a printed staff list is the page's
 * content at full length, without the header, its navigation, the footer or any control. `!important`,
 * because the global CSS sits in a cascade layer below the components' own styles (a button's
 * `display`, a frame's height), which it must override on paper.
 */
export const printCss = {
  '@media print': {
    // Header and footer with their navigation, the skip link, the search and filter forms, every button
    // (the sort buttons in a table's heading name its columns and stay), and what a screen marks.
    'header[data-surface="brand"], footer, nav, search, [role="search"], main button:not(th button), [data-print="hide"]': {
      display: 'none !important',
    },
    // Paper is white: a page in dark mode prints dark ink, without the backgrounds browsers leave out.
    '.dark body, .dark body *': { color: 'black !important', borderColor: '#767676 !important' },
    // Paper has no window height to fill, and Chromium drops the pages after the first few of a tall
    // flex column (the page frame, a list of cards): on paper they are plain blocks.
    '.fobu-page-frame, .fobu-page-frame > main, ul:has(> li[data-card])': { display: 'block !important', minHeight: '0 !important' },
    'li[data-card]': { marginBottom: '0.75rem' },
    // A heading is kept with what follows it.
    'h1, h2, h3': { breakAfter: 'avoid' },
  },
} as const;
