/** Puts a page's pre-rendered markup into the document, as the build writes it; returns its removal. */
export function prerendered(page: string, html: string): () => void {
  const element = document.createElement('div');
  element.setAttribute('data-text-page', page);
  element.innerHTML = html;
  document.body.append(element);
  return () => element.remove();
}
