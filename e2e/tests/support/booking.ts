import { formatDay } from '@fobu/domain';
import { expect, type Page } from '@playwright/test';

/**
 * Books the date that begins at `beginn` on its open offer page (as a signed-in booking role) and
 * answers the title of the dialog that says how it went.
 */
export async function bookOpenDate(page: Page, beginn: string): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Termine' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${formatDay(beginn)}`) }) });
  await card.getByRole('button', { name: /^(Anmelden|Auf die Warteliste)$/ }).click();
  await page.getByRole('dialog', { name: 'Verbindlich anmelden?' }).getByRole('button', { name: 'Anmelden' }).click();
  const answer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Fertig' }) });
  await expect(answer).toBeVisible();
  const title = (await answer.getByRole('heading').first().textContent())!.trim();
  await answer.getByRole('button', { name: 'Fertig' }).click();
  return title;
}
