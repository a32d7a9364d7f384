import { HEADER_BUTTON_STYLES, staticStyle } from '@fobu/ui';

/** The unsubscribe page's own frame: the portal's name and dark mode in the header, the content below. */
export const standaloneLayoutClass = staticStyle('fobu-standalone-layout', {
  display: 'flex',
  flexDirection: 'column',
  minH: '100dvh',
  '& > header': { bg: 'header', color: 'header.fg', ...HEADER_BUTTON_STYLES },
  '& > header > div': {
    maxW: '960px',
    mx: 'auto',
    px: '4',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minH: '64px',
  },
  '& > header p': { fontWeight: '700', fontSize: 'lg' },
  '& > main': { flex: '1', _focus: { outline: 'none' } },
  '& > main > div': { maxW: '960px', mx: 'auto', px: '4', py: '10' },
});
