/**
 * The screen's main heading, where keyboard and screen-reader users start on a new state or a new
 * screen: made focusable by script only (tabindex -1), so that Tab never stops on it.
 */
export function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Moves the focus to the screen's main heading, if it has one. */
export function focusMainHeading(): void {
  mainHeading()?.focus();
}
