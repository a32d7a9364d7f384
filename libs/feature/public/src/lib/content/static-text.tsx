import { focusSection } from '@fobu/content';
import type { PublicPage } from '@fobu/domain';
import { useRouter } from '@fobu/routing';
import type { FocusEvent, FormEvent, MouseEvent } from 'react';
import { PAGE_LINK_ATTRIBUTE, textPageMarker } from './prerendered-text';

export interface StaticTextProps {
  readonly page: PublicPage;
  readonly html: string;
  /**
   * The reader has begun to use a form in the markup (a field got focus, or it was sent): the page
   * needs its module now. `sent`: the form was sent and waits for it (the browser's own sending is
   * held back).
   */
  readonly onFormUse?: (form: HTMLFormElement, sent: boolean) => void;
}

/**
 * A page's pre-rendered markup, kept as the build wrote it: React hydrates the element and leaves
 * its content alone (the same HTML, read from the document). Its links do what the router's links
 * and the table of contents do in the rendered page (`ContentPage`, `TableOfContents`).
 */
export function StaticText({ page, html, onFormUse }: StaticTextProps) {
  const router = useRouter();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      if (focusSection(href.slice(1))) event.preventDefault();
    } else if (link.hasAttribute(PAGE_LINK_ATTRIBUTE)) {
      event.preventDefault();
      void router.navigate({ href });
    }
  };
  const formOf = (event: FocusEvent | FormEvent) => (event.target instanceof Element ? event.target.closest('form') : null);
  const useForm = onFormUse && {
    onFocus: (event: FocusEvent) => {
      const form = formOf(event);
      if (form) onFormUse(form, false);
    },
    onSubmit: (event: FormEvent) => {
      const form = formOf(event);
      if (!form) return;
      event.preventDefault();
      onFormUse(form, true);
    },
  };
  return <div {...textPageMarker(page)} {...useForm} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
