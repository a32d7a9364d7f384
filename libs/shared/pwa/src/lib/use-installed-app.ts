import { useSyncExternalStore } from 'react';
import { isStandalone } from './installed-app';

const standaloneQuery = () => window.matchMedia?.('(display-mode: standalone)');

function subscribe(onChange: () => void) {
  const query = standaloneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the portal runs as an installed app; false while pre-rendering. */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isStandalone(),
    () => false,
  );
}
