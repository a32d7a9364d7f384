import { headingStyle, staticStyle } from '@fobu/ui';

/** Leichte Sprache: large type, wide lines apart, one step per section. */
export const easyLanguageClass = staticStyle('fobu-easy-language', {
  maxW: '60ch',
  fontSize: { base: 'lg', md: 'xl' },
  lineHeight: '1.7',
  '& > section': { mb: '10' },
  '& > section > h2': { ...headingStyle('xl', '2xl'), mb: '3' },
  '& > section p + p, & > section p + ul, & > section ul + p': { mt: '3' },
  '& > section ul': { ps: '6', listStyleType: 'disc' },
  '& > section li + li': { mt: '2' },
  '& > p': { fontSize: 'md', color: 'fg.muted', mt: '8' },
});
