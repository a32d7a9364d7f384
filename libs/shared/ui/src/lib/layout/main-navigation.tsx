import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

export interface NavigationEntry {
  readonly key: string;
  /** The entry's link, styled with `navigationLinkStyle`. */
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
    <Box as="nav" aria-label={label} pb={{ base: '2', md: '0' }}>
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        size="sm"
        minH="44px"
        color="header.fg"
        borderColor="header.muted"
        _hover={{ bg: 'header.hover' }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Menü
      </Button>
      <Flex
        as="ul"
        id={listId}
        listStyleType="none"
        m="0"
        p="0"
        direction={{ base: 'column', md: 'row' }}
        wrap="wrap"
        gap={{ base: '0', md: '1' }}
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
        onClick={() => setOpen(false)}
      >
        {entries.map((entry) => (
          <chakra.li key={entry.key}>{entry.link}</chakra.li>
        ))}
      </Flex>
    </Box>
  );
}

/** The style of a navigation link; `aria-current="page"` marks where the user is. */
export const navigationLinkStyle = {
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
} as const;
