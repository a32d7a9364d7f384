import { staticStyle } from '../theme/static-style';

/** Grey rows the height of a list's entries, pulsing while it loads. */
export const listSkeletonClass = staticStyle('fobu-list-skeleton', {
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& > div': { h: '24', borderRadius: 'md', bg: 'bg.muted', animation: 'pulse' },
});
