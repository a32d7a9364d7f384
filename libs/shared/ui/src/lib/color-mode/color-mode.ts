import { STORAGE_KEYS, THEME_COLORS } from '@fobu/domain';

/**
 * Dark mode: the user's choice is stored under `darkMode` ("true" / "false"); without a choice
 * the system setting applies. index.html applies the stored choice before the first paint (its
 * inline script mirrors `applyColorMode`), so a reload never flashes the other theme.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The stored choice, or null when the user has not chosen. */
export function readStoredDarkMode(storage: Pick<Storage, 'getItem'> = localStorage): boolean | null {
  const stored = storage.getItem(STORAGE_KEYS.darkMode);
  return stored === 'true' ? true : stored === 'false' ? false : null;
}

export function isDarkMode(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Puts the theme on the page: the `dark` class Chakra reads, the colour scheme and theme-color. */
export function applyColorMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light);
  listeners.forEach((listener) => listener());
}

/**
 * Runs `change` with every CSS transition paused: the page takes the other theme at once, instead
 * of each control fading over on its own, for a moment a mix of both themes and of contrasts
 * nobody chose. Reading a computed style applies the new colours while transitions are off.
 */
function withoutTransitions(change: () => void): void {
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(pause);
  change();
  void getComputedStyle(document.body).color;
  setTimeout(() => pause.remove(), 0);
}

/** Stores and applies the user's choice. */
export function setDarkMode(dark: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.darkMode, String(dark));
  } catch {
    // Storage may be blocked (private mode); the theme still changes for this page.
  }
  withoutTransitions(() => applyColorMode(dark));
}

/** Applies the stored choice, falling back to the system setting. */
export function initColorMode(): void {
  let stored: boolean | null = null;
  try {
    stored = readStoredDarkMode();
  } catch {
    stored = null;
  }
  applyColorMode(stored ?? systemPrefersDark());
}

export function subscribeColorMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
