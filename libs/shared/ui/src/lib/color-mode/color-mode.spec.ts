import { applyColorMode, initColorMode, readStoredDarkMode, setDarkMode } from './color-mode';

describe('dark mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<meta name="theme-color" content="">';
    document.documentElement.className = '';
  });

  it('stores the choice under darkMode and sets the dark theme colour', () => {
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#091235');
  });

  it('sets the light theme colour when switched back', () => {
    setDarkMode(true);
    setDarkMode(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#001e49');
  });

  it('applies a stored choice on start', () => {
    localStorage.setItem('darkMode', 'true');
    initColorMode();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('reads nothing but true and false as a choice', () => {
    localStorage.setItem('darkMode', 'maybe');
    expect(readStoredDarkMode()).toBeNull();
    applyColorMode(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
