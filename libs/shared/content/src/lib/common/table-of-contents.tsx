import type { MouseEvent } from 'react';
import { tableOfContentsClass } from './content.styles';
import { focusSection } from './focus-section';

/** A section of a long text: the id its heading carries and its title. */
export interface SectionEntry {
  readonly id: string;
  readonly title: string;
}

// The router would treat a changed fragment as a navigation and scroll to the top (spec section 2).
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (focusSection(id)) event.preventDefault();
}

/** "Auf dieser Seite": the sections of a long text as links, a second way through it (WCAG 2.4.5). */
export function TableOfContents({ sections }: { sections: readonly SectionEntry[] }) {
  return (
    <nav aria-labelledby="inhalt" className={tableOfContentsClass}>
      <h2 id="inhalt">Auf dieser Seite</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
