/**
 * A pre-rendered page shows its buttons before the app runs them. A click on one in that moment
 * is kept and given to the same button (same text, same position among those) once the app has
 * taken over the page, so that a quick "Anmelden" is not silently lost.
 */
export function keepEarlyClicks(root: HTMLElement): void {
  let early: { text: string; index: number } | undefined;
  const sameButtons = (text: string) => [...root.querySelectorAll('button')].filter((button) => button.textContent === text);

  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    const text = button.textContent ?? '';
    early = { text, index: sameButtons(text).indexOf(button) };
  };
  document.addEventListener('click', keep, true);

  // The root layout marks the page once the app runs it (html[data-portal="bereit"]).
  const ready = new MutationObserver(() => {
    if (document.documentElement.dataset['portal'] !== 'bereit') return;
    ready.disconnect();
    document.removeEventListener('click', keep, true);
    if (early) sameButtons(early.text)[early.index]?.click();
  });
  ready.observe(document.documentElement, { attributes: true, attributeFilter: ['data-portal'] });
}
