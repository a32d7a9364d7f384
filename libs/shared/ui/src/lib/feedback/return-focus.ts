import { mainHeading } from './main-heading';

/**
 * Where the focus goes when a modal dialog closes (WCAG 2.4.3): back to the element that opened it,
 * or, when that is gone with the old state (a review step, a removed row, another screen), to the
 * page's main heading. The opener may disappear only after the dialog, when the changed data
 * arrives or the next screen renders, so the page is watched for a while after closing.
 */

/** How long after closing a vanishing opener still counts as gone with the dialog's step. */
const WATCH_MS = 10_000;

/** The focus is nowhere a user put it: on the body, or still in the closed (removed) dialog. */
function focusLost(dialog: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || (dialog?.contains(active) ?? false);
}

function canTakeFocus(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && !element.matches(':disabled, [inert] *, [hidden]');
}

/**
 * Gives the focus back after `dialog` closed, if it was lost: to `opener` while it is there, else to
 * the main heading. Keeps watching until the focus is somewhere a user put it or the watch ends.
 */
export function returnFocus(opener: Element | null, dialog: HTMLElement | null): void {
  // Opened by no element (a timer's dialog): the focus was nowhere before, and stays where it is.
  if (!opener || opener === document.body) return;
  // Returns true when there is nothing more to do.
  const settle = (): boolean => {
    if (!focusLost(dialog) && document.activeElement !== opener) return true;
    if (canTakeFocus(opener)) {
      if (document.activeElement !== opener) opener.focus();
      return false;
    }
    const heading = mainHeading();
    heading?.focus();
    return heading !== null;
  };
  if (settle()) return;
  const watch = new MutationObserver(() => settle() && stop());
  const timer = setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
}
