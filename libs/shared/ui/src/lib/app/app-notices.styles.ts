import { PAGE_WIDTH_STYLE } from '../layout/page-width';
import { staticStyle } from '../theme/static-style';

/** The red update banner above the header (`UpdateBanner`). */
export const updateBannerClass = staticStyle('fobu-update-banner', {
  bg: 'red.700',
  color: 'white',
  borderBottomWidth: '2px',
  borderColor: 'red.900',
  '& > div': {
    ...PAGE_WIDTH_STYLE,
    py: '3',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    flexWrap: 'wrap',
  },
  '& p': { fontWeight: '600' },
  // Over the button's own solid look (one attribute more specific).
  '& button[data-variant]': {
    minW: '88px',
    bg: 'white',
    color: 'red.800',
    _hover: { bg: 'red.50' },
    _focusVisible: { outlineColor: 'white' },
  },
});

/** The offline note above the header (`OfflineNotice`). */
export const offlineNoticeClass = staticStyle('fobu-offline-notice', {
  bg: 'bg.warning',
  color: 'fg',
  borderBottomWidth: '1px',
  borderColor: 'border',
  '& > div': { ...PAGE_WIDTH_STYLE, py: '2' },
  '& p': { fontWeight: '600' },
  '& p > span': { fontWeight: '400' },
});
