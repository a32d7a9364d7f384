import { staticStyle } from '../theme/static-style';
import { BARE_LIST_STYLE } from '../list/plain-list-style';

/**
 * The navigation's look, set once on it (see `siteHeaderClass`): its list and links are plain
 * elements. A link is at least 44 px high; `aria-current="page"` marks where the user is.
 */
export const mainNavigationClass = staticStyle('fobu-main-navigation', {
  pb: { base: '2', md: '0' },
  // More specific than the header's look of its buttons, which this one shares.
  '& > button[data-header-button]': { display: { base: 'inline-flex', md: 'none' }, borderColor: 'header.muted' },
  '& > ul': {
    ...BARE_LIST_STYLE,
    display: { base: 'none', md: 'flex' },
    flexDirection: { base: 'column', md: 'row' },
    flexWrap: 'wrap',
    gap: { base: '0', md: '1' },
  },
  '&[data-open] > ul': { display: 'flex' },
  '& > ul a': {
    display: 'flex',
    alignItems: 'center',
    minH: '44px',
    px: '3',
    color: 'header.fg',
    fontWeight: '500',
    textDecoration: 'none',
    borderBottomWidth: '4px',
    borderColor: 'transparent',
    mb: { md: '-4px' },
    _hover: { bg: 'header.hover', textDecoration: 'underline' },
    '&[aria-current=page]': { borderColor: 'white', fontWeight: '700' },
  },
});
