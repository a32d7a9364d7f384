import { Box, chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** A section of a long text: the id its heading carries and its title. */
export interface SectionEntry {
  readonly id: string;
  readonly title: string;
}

/** Moves to a section and gives its heading focus, so that keyboard and screen readers continue there. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  // The router would treat a changed fragment as a navigation and scroll to the top (spec section 2).
  event.preventDefault();
  heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** "Auf dieser Seite": the sections of a long text as links, a second way through it (WCAG 2.4.5). */
export function TableOfContents({ sections }: { sections: readonly SectionEntry[] }) {
  return (
    <Box as="nav" aria-labelledby="inhalt" borderLeftWidth="4px" borderColor="brand.solid" bg="bg.subtle" px="5" py="4" mb="8" maxW="70ch">
      <chakra.h2 id="inhalt" fontWeight="600" mb="2">
        Auf dieser Seite
      </chakra.h2>
      <chakra.ul listStyleType="none" m="0" p="0" columnGap="8" css={{ columns: { base: 1, md: 2 } }}>
        {sections.map((section) => (
          <chakra.li key={section.id} py="1">
            <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.title}
            </a>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
