import { headingStyle, staticStyle } from '@fobu/ui';

/**
 * The text pages' parts, in the page's stylesheet (`staticStyle`): plain elements, so that a text
 * page loads none of Chakra's runtime (issue 18).
 */

/** A section of a text page: its h2, and spacing for running text (paragraphs, lists, sub-headings). */
export const contentSectionClass = staticStyle('fobu-content-section', {
  mb: { base: '8', md: '10' },
  maxW: '70ch',
  '& > h2': { ...headingStyle('lg', 'xl'), mb: '3', scrollMarginTop: '6' },
  '& p + p, & p + ul, & ul + p, & p + ol, & ol + p, & dl + p': { mt: '3' },
  '& ul, & ol': { ps: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& address': { my: '3' },
  '& h3': { fontSize: 'lg', fontWeight: '600', mt: '6', mb: '2' },
  // The known barriers: each a block of paragraphs.
  '& ol[data-barriers] > li + li': { mt: '5' },
  '& ol[data-barriers] p + p': { mt: '1' },
  // A paragraph that closes a list of entries.
  '& [data-closing]': { mt: '4' },
});

/** A remark below a text, such as the date it was last reviewed. */
export const contentNoteClass = staticStyle('fobu-content-note', { color: 'fg.muted', maxW: '70ch' });

/** "Auf dieser Seite": a long text's sections as links, in a box with the brand's bar. */
export const tableOfContentsClass = staticStyle('fobu-table-of-contents', {
  borderLeftWidth: '4px',
  borderColor: 'brand.solid',
  bg: 'bg.subtle',
  px: '5',
  py: '4',
  mb: '8',
  maxW: '70ch',
  '& > h2': { fontWeight: '600', mb: '2' },
  '& > ul': { listStyleType: 'none', m: '0', p: '0', columnGap: '8', columns: { base: 1, md: 2 } },
  '& li': { py: '1' },
});

/** An address block, as on a letter. */
export const postalAddressClass = staticStyle('fobu-postal-address', { fontStyle: 'normal', lineHeight: '1.6' });
