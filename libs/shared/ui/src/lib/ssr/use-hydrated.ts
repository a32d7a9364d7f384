import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while a page is pre-rendered and while the browser hydrates that markup, true from the
 * render after: what only the browser knows (today's date, stored choices, data that suspends)
 * waits for it, so that hydration finds exactly the markup the server wrote. Where the browser
 * renders without server markup it is true at once.
 *
 * React asks for the server snapshot only while it hydrates a component, so that is how the hook
 * tells the two apart. The component remembers the answer, so that its browser snapshot, which
 * React reads again once the hydration is committed, agrees with what was rendered: a snapshot
 * that differed would make React re-render the component and all it contains synchronously (one
 * long task on a phone). The switch itself is a transition, so that React renders what follows
 * (a list whose data is already there) in slices.
 */
export function useHydrated(): boolean {
  const [mount] = useState(() => ({ fromServerMarkup: false }));
  const rendersInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => !mount.fromServerMarkup,
    () => {
      mount.fromServerMarkup = true;
      return false;
    },
  );
  const [hydrated, setHydrated] = useState(rendersInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
