import { staticStyle } from '../theme/static-style';
import { PLAIN_LIST_STYLE } from './plain-list-style';

/**
 * The look of the entries and of their lines, set once on the list. Entries and lines are plain
 * elements rather than Chakra components, each of which resolves, hashes and serialises its style
 * props as it renders: on a phone profile, the 30 entries of an organiser's dashboard showed about
 * 100 ms sooner so (issue 18, docs/performance.md). The attribute selectors style only what is
 * marked as an entry or a line, so that other elements in an entry keep their own look.
 */
export const entryListClass = staticStyle('fobu-entry-list', {
  ...PLAIN_LIST_STYLE,
  '& > [data-entry]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' },
  '& [data-entry-line]': { fontSize: 'sm' },
  '& [data-entry-line="muted"]': { color: 'fg.muted' },
});
