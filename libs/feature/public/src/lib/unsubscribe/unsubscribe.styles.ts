import { headingStyle, staticStyle } from '@fobu/ui';

/** The unsubscribe page's parts: what changes and the button, then the outcome and the way to the settings. */
export const unsubscribeClass = staticStyle('fobu-unsubscribe', {
  '& h2': { ...headingStyle('lg'), mb: '2' },
  '& [data-unsubscribe="changes"]': { maxW: '70ch' },
  '& [data-unsubscribe="changes"] ul': { ps: '5', mb: '6', listStyleType: 'disc', '& li + li': { mt: '2' } },
  '& [data-unsubscribe="changes"] [role="alert"]': { color: 'fg.error', mt: '4' },
  '& [data-unsubscribe="outcome"]': { maxW: '70ch' },
  '& [data-unsubscribe="outcome"] h1': { ...headingStyle('2xl', '3xl'), mb: '3' },
  '& [data-unsubscribe="outcome"] p': { fontSize: { base: 'md', md: 'lg' } },
  '& [data-unsubscribe="settings"]': { mt: '10', maxW: '70ch' },
  '& [data-unsubscribe="settings"] p': { mb: '5' },
  '& [data-unsubscribe="ways"]': {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: '4',
    alignItems: { base: 'stretch', sm: 'center' },
  },
});
