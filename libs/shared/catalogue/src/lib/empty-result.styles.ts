import { staticStyle } from '@fobu/ui';

/** No match: the message and the way out, framed and centred (`EmptyResult`). */
export const emptyResultClass = staticStyle('fobu-empty-result', {
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '6',
  textAlign: 'center',
  '& > p:first-child': { fontWeight: '600', mb: '1' },
  '& > p:nth-child(2)': { color: 'fg.muted', mb: '4' },
});
