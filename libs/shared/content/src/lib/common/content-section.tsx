import type { ReactNode } from 'react';
import { contentSectionClass } from './content.styles';

/** A section of a text page with its h2; `id` lets a table of contents or a link jump to it. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={contentSectionClass}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
