import type { ReactNode } from 'react';
import { entryListClass } from './entry-list.styles';

/** A list of many like entries (`Entry`), each a title and a few lines (`EntryLine`). */
export function EntryList({ children }: { children: ReactNode }) {
  return <ul className={entryListClass}>{children}</ul>;
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
