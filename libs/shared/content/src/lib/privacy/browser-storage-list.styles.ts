import { staticStyle } from '@fobu/ui';

/** The stored items, each a framed entry with its name and a list of place, purpose and lifetime. */
export const browserStorageListClass = staticStyle('fobu-browser-storage', {
  // Over the section's running-text list style.
  listStyleType: 'none !important',
  ps: '0 !important',
  display: 'grid',
  gap: '3',
  '& > li': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4', bg: 'bg.panel' },
  '& > li > p': { fontWeight: '600', fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' },
  '& dl': { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', mt: '2' },
  '& dt': { fontWeight: '600' },
  '& dd': { m: '0' },
});
