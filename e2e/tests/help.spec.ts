import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';

test('the help page explains every state the dashboard shows and leads to the screens it names', async ({ page }) => {
  await openSignedIn(page, 'elternvertreter.iqsh', '/iqsh/elternvertreter/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Hilfe' }).first().click();
  await expect(page).toHaveURL('/iqsh/elternvertreter/hilfe');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  const states = page.locator('dl dt');
  for (const label of [
    'Angemeldet',
    'Wartet auf Genehmigung',
    'Zugelassen',
    'Warteliste, Platz …',
    'Nicht zugelassen',
    'Storniert',
    'Abgesagt',
    'Teilgenommen',
  ]) {
    await expect(states.filter({ hasText: new RegExp(`^${label.replace('…', '.')}`) })).toHaveCount(1);
  }
  const question = page.getByText('Wie storniere ich eine Anmeldung, und bis wann?');
  await question.click();
  await page.getByRole('group').filter({ has: question }).getByRole('link', { name: 'Meine Fortbildungen' }).click();
  await expect(page).toHaveURL('/iqsh/elternvertreter/dashboard');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the help page has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openSignedIn(page, 'schultraeger.shibb', '/shibb/schultraeger/hilfe');
    await page.getByText('Wie funktioniert die Warteliste?').click();
    await expectNoSeriousViolations(page);
  });
}
