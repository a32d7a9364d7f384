import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PLAIN_LIST_STYLE } from './plain-list-style';

/**
 * The look of the entries and of their lines, set once on the list. Entries and lines are plain
 * elements rather than Chakra components, each of which resolves, hashes and serialises its style
 * props as it renders: on a phone profile, the 30 entries of an organiser's dashboard showed about
 * 100 ms sooner so (issue 18, docs/performance.md). The attribute selectors style only what is
 * marked as an entry or a line, so that other elements in an entry keep their own look.
 */
const ENTRY_LIST_STYLE: SystemStyleObject = {
  ...PLAIN_LIST_STYLE,
  '& > [data-entry]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' },
  '& [data-entry-line]': { fontSize: 'sm' },
  '& [data-entry-line="muted"]': { color: 'fg.muted' },
};

/** A list of many like entries (`Entry`), each a title and a few lines (`EntryLine`). */
export function EntryList({ children }: { children: ReactNode }) {
  return <chakra.ul css={ENTRY_LIST_STYLE}>{children}</chakra.ul>;
}

/** One entry of an `EntryList`, framed. */
export function Entry({ children }: { children: ReactNode }) {
  return <li data-entry="">{children}</li>;
}

/**
 * A line of an entry in small type; `muted` for what is secondary (an occupancy, a date of request).
 * `as="li"` for a line of the list itself, such as how many entries are not shown.
 */
export function EntryLine({ muted = false, as: Element = 'p', children }: { muted?: boolean; as?: 'p' | 'li'; children: ReactNode }) {
  return <Element data-entry-line={muted ? 'muted' : ''}>{children}</Element>;
}
