import { focusSection } from '@fobu/content';
import type { PublicPage } from '@fobu/domain';
import { useRouter } from '@fobu/routing';
import type { DOMAttributes, MouseEvent } from 'react';
import { PAGE_LINK_ATTRIBUTE, textPageMarker } from './prerendered-text';

/**
 * A page's pre-rendered markup, kept as the build wrote it: React hydrates the element and leaves
 * its content alone (the same HTML, read from the document). Its links do what the router's links
 * and the table of contents do in the rendered page (`ContentPage`, `TableOfContents`).
 * `listeners`: what the page does when the reader uses more than its links (a form).
 */
export function StaticText({ page, html, ...listeners }: { page: PublicPage; html: string } & DOMAttributes<HTMLDivElement>) {
  const router = useRouter();
  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      if (focusSection(href.slice(1))) event.preventDefault();
    } else if (link.hasAttribute(PAGE_LINK_ATTRIBUTE)) {
      event.preventDefault();
      void router.navigate({ href });
    }
  };
  return <div {...textPageMarker(page)} {...listeners} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
