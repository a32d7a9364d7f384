import { HeaderButton } from '../layout/header-button';
import { useDarkMode } from './use-dark-mode';

/** The header's switch between light and dark; a toggle button with its state announced. */
export function DarkModeToggle() {
  const [dark, setDark] = useDarkMode();
  return (
    <HeaderButton variant="ghost" aria-pressed={dark} aria-label="Dunkelmodus" onClick={() => setDark(!dark)}>
      <ThemeIcon dark={dark} />
      <span data-wide-only="">Dunkelmodus</span>
    </HeaderButton>
  );
}

function ThemeIcon({ dark }: { dark: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      {dark ? (
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      ) : (
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      )}
    </svg>
  );
}
