import { expect, type Page } from '@playwright/test';

/** A titled region of a screen, e.g. a section of the dashboard. */
export const section = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
/** The dashboard's list of notifications, not their settings. */
export const notificationList = (page: Page) => section(page, /^Benachrichtigungen( \(\d+ ungelesen\))?$/);
/** The dashboard's dates ahead. */
export const datesAhead = (page: Page) => section(page, /^Anstehende Fortbildungen/);
/** Confirms the open cancel dialog and waits until the cancellation is reported done. */
export async function confirmCancellation(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Anmeldung stornieren?' }).getByRole('button', { name: 'Stornieren', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anmeldung storniert' })).toBeVisible();
}
