import { staticStyle } from '../theme/static-style';

/** A native checkbox of 24 px with its label beside it, one target of at least 44 px (`CheckOption`). */
export const checkOptionClass = staticStyle('fobu-check-option', {
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  minH: '44px',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'default' },
  '& > input': { w: '6', h: '6', flexShrink: '0', mt: '0.5', accentColor: 'brand.solid' },
});
