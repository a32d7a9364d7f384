import { staticStyle } from '../theme/static-style';
import { headingStyle } from '../theme/heading-style';
import { PLAIN_LIST_STYLE } from './plain-list-style';

/**
 * The look of the cards and their parts, set once on the list, as for `EntryList`: a catalogue
 * page renders 20 cards when its answer arrives, and as Chakra components each of their ten parts
 * resolved, hashed and serialised its style props in that one task (issue 18, docs/performance.md).
 * The attribute selectors style only what is marked, so that other elements keep their own look.
 */
export const cardListClass = staticStyle('fobu-card-list', {
  ...PLAIN_LIST_STYLE,
  transition: 'opacity 0.15s',
  '&[aria-busy="true"]': { opacity: 0.6 },
  '& > [data-card]': {
    position: 'relative',
    minH: '24',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg.panel',
    p: '4',
    _hover: { bg: 'bg.subtle' },
  },
  '& > [data-card="dated"]': { display: 'flex', gap: '4', alignItems: 'start' },
  '& [data-card-leaf]': {
    textAlign: 'center',
    minW: '14',
    py: '1',
    borderRadius: 'md',
    bg: 'brand.subtle',
    color: 'brand.fg',
    flexShrink: 0,
  },
  '& [data-card-leaf] > :first-of-type': { fontSize: '2xl', fontWeight: '700', lineHeight: '1' },
  '& [data-card-leaf] > :last-of-type': { fontSize: 'sm' },
  '& [data-card-body]': { minW: '0' },
  '& [data-card-kicker]': {
    fontSize: 'xs',
    fontWeight: '600',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'brand.fg',
    mb: '1',
  },
  '& [data-card-title]': { ...headingStyle('md'), mb: '1' },
  '& [data-card-line]': { fontSize: 'sm' },
  '& [data-card-line="muted"]': { color: 'fg.muted' },
  '& [data-card-status]': { fontWeight: '600' },
  '& [data-card-status="positive"]': { color: 'green.fg' },
  '& [data-card-status="caution"]': { color: 'orange.fg' },
  '& [data-card-status="neutral"]': { color: 'fg.muted' },
});
