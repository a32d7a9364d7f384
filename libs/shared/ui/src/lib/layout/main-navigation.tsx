import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { BARE_LIST_STYLE } from '../list/plain-list-style';
import { HeaderButton } from './header-button';

export interface NavigationEntry {
  readonly key: string;
  /** The entry's link, a plain link: the navigation gives it its look. */
  readonly link: ReactNode;
}

/**
 * The navigation's look, set once on it (see `SiteHeader`): its list and links are plain
 * elements. A link is at least 44 px high; `aria-current="page"` marks where the user is.
 */
const MAIN_NAVIGATION_STYLE: SystemStyleObject = {
  pb: { base: '2', md: '0' },
  // More specific than the header's look of its buttons, which this one shares.
  '& > button[data-header-button]': { display: { base: 'inline-flex', md: 'none' }, borderColor: 'header.muted' },
  '& > ul': {
    ...BARE_LIST_STYLE,
    display: { base: 'none', md: 'flex' },
    flexDirection: { base: 'column', md: 'row' },
    flexWrap: 'wrap',
    gap: { base: '0', md: '1' },
  },
  '&[data-open] > ul': { display: 'flex' },
  '& > ul a': {
    display: 'flex',
    alignItems: 'center',
    minH: '44px',
    px: '3',
    color: 'header.fg',
    fontWeight: '500',
    textDecoration: 'none',
    borderBottomWidth: '4px',
    borderColor: 'transparent',
    mb: { md: '-4px' },
    _hover: { bg: 'header.hover', textDecoration: 'underline' },
    '&[aria-current=page]': { borderColor: 'white', fontWeight: '700' },
  },
};

/**
 * The branch navigation: a row of links from the large breakpoint up, a disclosure button
 * ("Menü") on narrower screens so that phones keep the content in view.
 */
export function MainNavigation({ label, entries }: { label: string; entries: readonly NavigationEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <chakra.nav aria-label={label} data-open={open ? '' : undefined} css={MAIN_NAVIGATION_STYLE}>
      <HeaderButton variant="outline" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Menü
      </HeaderButton>
      <ul id={listId} onClick={() => setOpen(false)}>
        {entries.map((entry) => (
          <li key={entry.key}>{entry.link}</li>
        ))}
      </ul>
    </chakra.nav>
  );
}
