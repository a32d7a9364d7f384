import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a page is pre-rendered and while the browser hydrates that markup, true from the
 * render after: what only the browser knows (today's date, stored choices, data that suspends)
 * waits for it, so that hydration finds exactly the markup the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
