import type { PublicPage } from '@fobu/domain';
import { textPageClass } from './text-page.styles';

const TEXT_PAGE_ATTRIBUTE = 'data-text-page';

/** Marks the links of a text page that lead to another page of the portal (`ContentPage`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** The element around a text page's markup, with the page's name, in every way it is shown. */
export const textPageMarker = (page: PublicPage) => ({ [TEXT_PAGE_ATTRIBUTE]: page, className: textPageClass });

/** The text page the document was pre-rendered with, read once; `undefined` when it has none. */
let documentText: { readonly page: string; readonly html: string } | undefined | null = null;

/**
 * The pre-rendered markup of `page` while the app takes the document over, so that the app shows
 * it as it is rather than loading the texts to build it again. Once that first screen is committed
 * (`forgetPrerenderedText`), every later visit to a text page renders it from its module.
 */
export function prerenderedText(page: PublicPage): string | undefined {
  if (documentText === null) {
    const element = typeof document === 'undefined' ? null : document.querySelector(`[${TEXT_PAGE_ATTRIBUTE}]`);
    documentText = element ? { page: element.getAttribute(TEXT_PAGE_ATTRIBUTE) ?? '', html: element.innerHTML } : undefined;
  }
  return documentText?.page === page ? documentText.html : undefined;
}

export function forgetPrerenderedText(): void {
  documentText = undefined;
}
