import { chosenTenant, isStandalone, needsTenantChoice, rememberTenantChoice, startTenant } from './installed-app';

function appWindow({ displayStandalone = false, iosStandalone = false } = {}) {
  return {
    matchMedia: (query: string) => ({ matches: displayStandalone && query === '(display-mode: standalone)' }) as MediaQueryList,
    navigator: { standalone: iosStandalone } as unknown as Navigator,
  };
}

describe('installed app', () => {
  beforeEach(() => localStorage.clear());

  it('knows it is installed by display-mode standalone or by iOS’s home-screen flag', () => {
    expect(isStandalone(appWindow())).toBe(false);
    expect(isStandalone(appWindow({ displayStandalone: true }))).toBe(true);
    expect(isStandalone(appWindow({ iosStandalone: true }))).toBe(true);
  });

  it('asks for the tenant only at the first launch as an installed app', () => {
    expect(needsTenantChoice(appWindow())).toBe(false);
    expect(needsTenantChoice(appWindow({ displayStandalone: true }))).toBe(true);
    rememberTenantChoice('shibb');
    expect(needsTenantChoice(appWindow({ displayStandalone: true }))).toBe(false);
  });

  it('stores the choice under pwa-mandant and pwa-mode', () => {
    rememberTenantChoice('shibb');
    expect(localStorage.getItem('pwa-mandant')).toBe('shibb');
    expect(localStorage.getItem('pwa-mode')).toBe('standalone');
    expect(chosenTenant()).toBe('shibb');
  });

  it('ignores a stored value that is no tenant', () => {
    localStorage.setItem('pwa-mandant', 'hamburg');
    expect(chosenTenant()).toBeNull();
    expect(needsTenantChoice(appWindow({ displayStandalone: true }))).toBe(true);
  });

  it('starts the installed app in the chosen tenant, the browser in none', () => {
    rememberTenantChoice('shibb');
    expect(startTenant(appWindow({ displayStandalone: true }))).toBe('shibb');
    expect(startTenant(appWindow())).toBeNull();
  });
});
