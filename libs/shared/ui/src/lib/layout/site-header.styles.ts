import { staticStyle } from '../theme/static-style';
import { HEADER_BUTTON_STYLES } from './header-button.styles';
import { PAGE_WIDTH_STYLE } from './page-width';

/**
 * The header's look, set once on it, in the page's stylesheet (`staticStyle`). Its parts are plain
 * elements rather than Chakra components, each of which resolves, hashes and serialises its style
 * props as it renders; every page renders the header, so the first render of a signed-in screen and
 * the hydration of a pre-rendered page have that much less to do (issue 18, docs/performance.md).
 * The parts are found by their `data-header` names, so that the controls and the navigation inside
 * keep their own look.
 */
export const siteHeaderClass = staticStyle('fobu-site-header', {
  bg: 'header',
  color: 'header.fg',
  borderBottomWidth: '4px',
  borderColor: 'brand.400',
  '& > div': PAGE_WIDTH_STYLE,
  '& [data-header="bar"]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: { base: '2', sm: '4' },
    minH: '72px',
    py: '2',
  },
  '& [data-header="home"]': { minW: '0' },
  '& [data-header="brand"]': { display: 'flex', alignItems: 'center', gap: '3' },
  '& [data-header="names"]': { lineHeight: '1.2' },
  '& [data-header="short-name"]': { display: 'block', fontWeight: '700', fontSize: 'xl', letterSpacing: '0.02em' },
  // On phones a line of its own in small type, so that the header's controls fit beside it; below
  // 360 px only for screen readers (the page's reflow at 320 px, WCAG 1.4.10).
  '& [data-header="portal"]': {
    display: { base: 'block', sm: 'inline' },
    fontSize: { base: 'sm', sm: 'inherit' },
    letterSpacing: 'normal',
    '@media (max-width: 359px)': { srOnly: true },
  },
  '& [data-header="tenant-name"]': { display: { base: 'none', sm: 'block' }, fontSize: 'sm', color: 'header.muted' },
  '& [data-header="actions"]': { display: 'flex', alignItems: 'center', gap: '1', flexShrink: '0' },
  ...HEADER_BUTTON_STYLES,
});
