import type { PublicPage } from '@fobu/domain';
import { textPageClass } from './text-page.styles';

/** Marks the links of a text page that lead to another page of the portal (`ContentPage`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** The element around a text page's markup, with the page's name, in every way it is shown. */
export const textPageMarker = (page: PublicPage) => ({ 'data-text-page': page, className: textPageClass });

let firstScreenShown = false;

/**
 * The pre-rendered markup of `page` while the app takes the document over, so that the app shows
 * it as it is rather than loading the texts to build it again. Once that first screen is committed
 * (`forgetPrerenderedText`), every later visit to a text page renders it from its module.
 */
export function prerenderedText(page: PublicPage): string | undefined {
  if (firstScreenShown || typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-text-page="${page}"]`)?.innerHTML;
}

export function forgetPrerenderedText(): void {
  firstScreenShown = true;
}
