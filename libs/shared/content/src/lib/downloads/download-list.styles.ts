import { headingStyle, staticStyle } from '@fobu/ui';

/** The documents of one kind: its heading, each document framed with its link, description and language. */
export const downloadSectionClass = staticStyle('fobu-download-section', {
  mb: '8',
  '& h2': { ...headingStyle('lg', 'xl'), mb: '3' },
  '& ul': { listStyleType: 'none', p: '0', m: '0', display: 'grid', gap: '3', maxW: '60rem' },
  '& li': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.panel', p: '4' },
  '& li > p:first-child': { fontWeight: '600', fontSize: 'lg' },
  '& li > p:first-child span': { fontWeight: '400' },
  '& li > p + p': { mt: '1' },
  '& li > p[data-language]': { fontSize: 'sm', color: 'fg.muted' },
});
