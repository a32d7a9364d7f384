import { useSyncExternalStore } from 'react';
import { isDarkMode, setDarkMode, subscribeColorMode } from './color-mode';

/** Whether dark mode is on, and a setter that stores the choice. */
export function useDarkMode(): readonly [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(subscribeColorMode, isDarkMode, () => false);
  return [dark, setDarkMode] as const;
}
