import { useSyncExternalStore } from 'react';

/*
 * Whether the page is being printed. Chromium lays the page out for paper only after `beforeprint`,
 * and `matchMedia('print')` reports it only then, too late for a re-render to reach the printout:
 * the flag is set in `beforeprint` itself (React renders a store update before the print layout)
 * and the media query covers a print emulated without the events (`page.emulateMedia`).
 */
let printing = false;

function subscribe(onChange: () => void) {
  const query = window.matchMedia('print');
  const start = () => {
    printing = true;
    onChange();
  };
  const end = () => {
    printing = false;
    onChange();
  };
  window.addEventListener('beforeprint', start);
  window.addEventListener('afterprint', end);
  query.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('beforeprint', start);
    window.removeEventListener('afterprint', end);
    query.removeEventListener('change', onChange);
  };
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing || window.matchMedia('print').matches,
    () => false,
  );
}
