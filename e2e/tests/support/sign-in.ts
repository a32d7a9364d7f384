import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openPortal } from './portal-page';

/** Signs in through the reference identity provider's page, starting from the page open (or `from`). */
export async function signIn(page: Page, username: string, from?: string): Promise<void> {
  if (from) await openPortal(page, from);
  else await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('button', { name: `Als ${username} anmelden` }).click();
  await expect(page.getByRole('region', { name: 'Ihr Konto' })).toBeVisible({ timeout: 15_000 });
}

/** The account area of the header, once someone is signed in. */
export const account = (page: Page) => page.getByRole('region', { name: 'Ihr Konto' });

/** The runtime config the portal is served with: where the reference back end listens. */
export async function runtimeConfig(request: APIRequestContext) {
  return (await (await request.get('/config.json')).json()) as {
    idp: { url: string };
    services: { forms: { url: string; clientId: string; clientSecret: string } };
  };
}
