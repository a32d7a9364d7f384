import { staticStyle } from '@fobu/ui';

/** Questions that open to their answers (`details`), one below the other between rules, a chevron before each. */
export const questionListClass = staticStyle('fobu-question-list', {
  listStyleType: 'none',
  p: '0',
  m: '0',
  maxW: '60rem',
  borderTopWidth: '1px',
  borderColor: 'border',
  '& > li': { borderBottomWidth: '1px', borderColor: 'border' },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minH: '44px',
    py: '3',
    cursor: 'pointer',
    fontWeight: '600',
    fontSize: { base: 'md', md: 'lg' },
    listStyleType: 'none',
    _hover: { color: 'brand.fg' },
    '&::-webkit-details-marker': { display: 'none' },
    // A chevron drawn with borders: no icon font, and it follows the text colour in both themes.
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '0.55em',
      height: '0.55em',
      borderRight: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'rotate(-45deg)',
      transition: 'transform 0.15s',
    },
  },
  '& details[open] > summary::before': { transform: 'rotate(45deg)' },
  '& details > div': { pb: '4', ps: { base: '0', md: '6' }, maxW: '70ch', '& p + p': { mt: '3' } },
});
