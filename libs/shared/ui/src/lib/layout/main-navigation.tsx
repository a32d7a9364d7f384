import { useId, useState, type ReactNode } from 'react';
import { HeaderButton } from './header-button';
import { mainNavigationClass } from './main-navigation.styles';

export interface NavigationEntry {
  readonly key: string;
  /** The entry's link, a plain link: the navigation gives it its look. */
  readonly link: ReactNode;
}

/**
 * The branch navigation: a row of links from the large breakpoint up, a disclosure button
 * ("Menü") on narrower screens so that phones keep the content in view.
 */
export function MainNavigation({ label, entries }: { label: string; entries: readonly NavigationEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={label} data-open={open ? '' : undefined} className={mainNavigationClass}>
      <HeaderButton variant="outline" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Menü
      </HeaderButton>
      <ul id={listId} onClick={() => setOpen(false)}>
        {entries.map((entry) => (
          <li key={entry.key}>{entry.link}</li>
        ))}
      </ul>
    </nav>
  );
}
