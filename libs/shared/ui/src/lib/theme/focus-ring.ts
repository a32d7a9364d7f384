/**
 * The one focus ring of links and controls (WCAG 2.4.7), set for every `:focus-visible` element in
 * the system's global CSS; a part that shows focus on a box of its own (a radio's whole label) uses
 * this, not a copy. Its colour has at least 3:1 against the page in light and dark mode (brand.600
 * on white 6:1, brand.200 on the dark page 10:1) and turns light on the header's navy.
 */
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
} as const;
