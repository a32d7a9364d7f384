import { isTenant, type Tenant } from '@fobu/domain';

/** Keys of the installed app's settings in localStorage (spec section 3). */
const PWA_TENANT_KEY = 'pwa-mandant';
const PWA_MODE_KEY = 'pwa-mode';
const STANDALONE_MODE = 'standalone';

type AppWindow = Pick<Window, 'matchMedia' | 'navigator'>;

/** Whether the portal runs as an installed app: display-mode standalone, or iOS's home-screen flag. */
export function isStandalone(win: AppWindow = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** The tenant chosen at the installed app's first launch, if any. */
export function chosenTenant(storage: Storage = localStorage): Tenant | null {
  const stored = storage.getItem(PWA_TENANT_KEY);
  return isTenant(stored) ? stored : null;
}

/** Stores the tenant chosen in the Mandantenauswahl dialog, and that the portal runs installed. */
export function rememberTenantChoice(tenant: Tenant, storage: Storage = localStorage): void {
  storage.setItem(PWA_TENANT_KEY, tenant);
  storage.setItem(PWA_MODE_KEY, STANDALONE_MODE);
}

/** The first launch as an installed app asks for the tenant; later launches do not (spec section 2). */
export function needsTenantChoice(win: AppWindow = window, storage: Storage = localStorage): boolean {
  return isStandalone(win) && chosenTenant(storage) === null;
}

/** Where the installed app starts: the chosen tenant; in the browser, nothing to decide. */
export function startTenant(win: AppWindow = window, storage: Storage = localStorage): Tenant | null {
  return isStandalone(win) ? chosenTenant(storage) : null;
}
