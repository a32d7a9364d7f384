import type { MouseEvent } from 'react';
import { tableOfContentsClass } from './content.styles';

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
