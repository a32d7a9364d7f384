import { headingStyle, staticStyle, textFieldStyle } from '@fobu/ui';

const HINT_BOX = { bg: 'bg.subtle', borderRadius: 'lg', p: { base: '5', md: '8' } } as const;
const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * The start page's parts, set once on the page (see `siteHeaderClass` in @fobu/ui): plain elements,
 * so that the page every visitor opens first loads none of Chakra's runtime (issue 18).
 */
export const startPageClass = staticStyle('fobu-start-page', {
  '& h2': { ...headingStyle('xl'), mb: '4' },
  '& [data-start="welcome"]': { mb: { base: '8', md: '10' }, maxW: '60rem' },
  '& [data-start="tenant"]': { color: 'brand.fg', fontWeight: '600', mb: '2' },
  '& [data-start="welcome"] h1': {
    ...headingStyle('3xl'),
    // The text styles' sizes with a line height of their own (a text style would set it per size).
    fontSize: { base: '3xl', md: '5xl' },
    letterSpacing: { md: '-0.025em' },
    fontWeight: '700',
    lineHeight: '1.15',
    mb: '4',
  },
  '& [data-start="purpose"]': { fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '65ch', mb: '6' },
  '& [data-start="offers"]': {
    listStyleType: 'none',
    p: '0',
    m: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
    mb: '12',
  },
  '& [data-start="offers"] > li': {
    position: 'relative',
    borderWidth: '1px',
    borderColor: 'border',
    borderTopWidth: '4px',
    borderTopColor: 'brand.solid',
    borderRadius: 'md',
    bg: 'bg.panel',
    p: '5',
    _hover: { bg: 'bg.subtle' },
  },
  '& [data-start="offers"] h3': { ...headingStyle('md'), mb: '2' },
  '& [data-start="offers"] p, & [data-start="hint"] p': { color: 'fg.muted' },
  '& [data-start="lists"]': { ...TWO_COLUMNS, gap: { base: '10', md: '8' }, mb: '12' },
  '& [data-start="lists"] > section': { minW: '0' },
  '& [data-start="lists"] > section > p': { mt: '4' },
  '& [data-start="empty"]': { color: 'fg.muted' },
  '& [data-start="hints"]': { ...TWO_COLUMNS, gap: '6' },
  '& [data-start="hint"]': HINT_BOX,
  '& [data-start="hint"] h2': { ...headingStyle('lg'), mb: '2' },
  '& [data-start="hint"] p': { mb: '3' },
  '& [data-start="hint"] p:has(+ button)': { mb: '4' },
  '& [data-start="hint"] p:last-child': { mb: '0', color: 'fg' },
});

/** The start page's search: label, field and button in a row from 600 px, the hint below. */
export const catalogueSearchFormClass = staticStyle('fobu-start-search', {
  maxW: '44rem',
  '& label': { display: 'block', fontWeight: '600', mb: '2' },
  '& [data-search="row"]': { display: 'flex', gap: '2', flexDirection: { base: 'column', sm: 'row' } },
  '& input': {
    ...textFieldStyle,
    flex: { base: 'none', sm: '1' },
    h: '12',
    px: '4',
    fontSize: 'lg',
  },
  '& button': { flexShrink: '0' },
  '& [data-search="hint"]': { fontSize: 'sm', color: 'fg.muted', mt: '2' },
});
