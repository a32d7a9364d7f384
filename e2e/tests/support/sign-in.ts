import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openPortal } from './portal-page';
import { backendConfigFile } from './run';
import type { TestUser } from './test-data';

/** Opens the identity provider's sign-in page from the header, starting from the page open (or `from`). */
async function openSignInPage(page: Page, from?: string): Promise<void> {
  if (from) await openPortal(page, from);
  else await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Waits until the portal shows the signed-in account. */
const signedIn = (page: Page) =>
  expect(page.getByRole('region', { name: 'Ihr Konto' })).toBeVisible({
    // Signing in runs through the identity provider's page: a quarter of the test's time (15 s of 60).
    timeout: test.info().project.timeout / 4,
  });

/** Signs in a demo user through the reference identity provider's page, starting from the page open (or `from`). */
export async function signIn(page: Page, username: string, from?: string): Promise<void> {
  await openSignInPage(page, from);
  await page.getByRole('button', { name: `Als ${username} anmelden` }).click();
  await signedIn(page);
}

/** On the identity provider's page: signs in a user with name and password, as a real person would. */
export async function enterCredentials(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Benutzername').fill(user.benutzername);
  await page.getByLabel('Passwort').fill(user.passwort);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Signs in a test's own user (`createUser`), starting from the page open (or `from`). */
export async function signInAs(page: Page, user: TestUser, from?: string): Promise<void> {
  await openSignInPage(page, from);
  await enterCredentials(page, user);
  await signedIn(page);
}

/** The account area of the header, once someone is signed in. */
export const account = (page: Page) => page.getByRole('region', { name: 'Ihr Konto' });

/**
 * The config.json the back end wrote for this run: where it listens and the clients' secrets. Read
 * from disk, since the BFF mode's portal is served another, which names neither.
 */
export function backendConfig() {
  return JSON.parse(readFileSync(backendConfigFile, 'utf8')) as {
    idp: { url: string; web: { clientId: string; clientSecret: string } };
    services: {
      user: { url: string };
      forms: { url: string; clientId: string; clientSecret: string };
    };
  };
}
