import { staticStyle } from '../theme/static-style';
import { PAGE_WIDTH_STYLE } from './page-width';

/**
 * Header, main area and footer styled once on the frame: the frame and its main area are plain
 * elements (see `siteHeaderClass`).
 */
export const pageFrameClass = staticStyle('fobu-page-frame', {
  display: 'flex',
  flexDirection: 'column',
  minH: '100dvh',
  '& > main': { flex: '1', _focus: { outline: 'none' } },
  '& > main > [data-page-width]': { ...PAGE_WIDTH_STYLE, py: { base: '6', md: '10' } },
});
