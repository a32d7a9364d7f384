import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a page is pre-rendered and while the browser hydrates that markup, true from the
 * render after: what only the browser knows (today's date, stored choices, data that suspends)
 * waits for it, so that hydration finds exactly the markup the server wrote. Where the browser
 * renders without server markup it is true at once.
 *
 * The server snapshot tells each component whether it is hydrating; the switch itself is a
 * transition, so that React renders what follows (a list whose data is already there) in slices
 * instead of in the one synchronous re-render a differing snapshot forces (one long task).
 */
export function useHydrated(): boolean {
  const rendersInBrowser = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const [hydrated, setHydrated] = useState(rendersInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
