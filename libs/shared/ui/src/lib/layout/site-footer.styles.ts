import { staticStyle } from '../theme/static-style';
import { BARE_LIST_STYLE } from '../list/plain-list-style';
import { PAGE_WIDTH_STYLE } from './page-width';

/**
 * The footer's look, set once on it (see `siteHeaderClass`). Its links are plain links: underlined, at
 * least 44 px high on touch screens; seven of them wrap onto further rows instead of pushing the
 * page wider (WCAG 1.4.10).
 */
export const siteFooterClass = staticStyle('fobu-site-footer', {
  bg: 'bg.muted',
  borderTopWidth: '1px',
  borderColor: 'border',
  mt: 'auto',
  '& > div': { ...PAGE_WIDTH_STYLE, py: '6' },
  '& > div > p': { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  '& ul': {
    ...BARE_LIST_STYLE,
    display: 'flex',
    flexWrap: 'wrap',
    flexDirection: { base: 'column', sm: 'row' },
    columnGap: { base: '5', md: '6' },
    rowGap: '0',
  },
  '& ul a': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '44px',
    color: 'fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'brand.fg' },
  },
});
