import { headingStyle, NOTE_STYLE, staticStyle } from '@fobu/ui';

/** An install guide: its requirement as a note, then the numbered steps, each with its picture beside it (below it on phones). */
export const installGuideClass = staticStyle('fobu-install-guide', {
  '& [data-guide="requirement"]': { ...NOTE_STYLE, mb: '4' },
  '& [data-guide="steps"]': { listStyleType: 'none', p: '0', m: '0', maxW: '56rem' },
  '& [data-guide="steps"] > li': {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: { base: '4', sm: '8' },
    alignItems: { base: 'flex-start', sm: 'center' },
    py: '6',
    borderTopWidth: '1px',
    borderColor: 'border',
  },
  '& [data-guide="steps"] > li:first-child': { borderTopWidth: '0' },
  '& [data-guide="steps"] h2': { ...headingStyle('lg'), mb: '2' },
  '& [data-guide="steps"] h2 > span': { color: 'brand.fg', mr: '2' },
  '& [data-guide="steps"] p': { color: 'fg.muted', maxW: '60ch' },
  '& [data-guide="picture"]': { flexShrink: '0', w: { base: '140px', md: '160px' }, color: 'fg' },
});
