import { staticStyle } from '@fobu/ui';

/** The config error page: its own narrow frame, the bad keys as a list. */
export const configErrorClass = staticStyle('fobu-config-error', {
  maxW: '960px',
  mx: 'auto',
  px: '4',
  py: '10',
  '& ul': { mt: '4', pl: '6', listStyleType: 'disc' },
  '& li': { color: 'fg' },
});
