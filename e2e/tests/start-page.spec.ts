import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openPortal } from './support/portal-page';

const list = (page: Page, title: string) => page.getByRole('region', { name: title }).getByRole('listitem');

test('the search field takes the query to the event dates', async ({ page }) => {
  await openPortal(page, '/iqsh');
  await page.getByRole('searchbox', { name: 'Fortbildung suchen' }).fill('Mathematik');
  await page.getByRole('searchbox', { name: 'Fortbildung suchen' }).press('Enter');
  await expect(page).toHaveURL(/\/iqsh\/veranstaltungstermine\?q=Mathematik$/);
});

test('the next free dates and the new offers come from the back end and lead to their offers', async ({ page }) => {
  await openPortal(page, '/shibb');
  const dates = list(page, 'Nächste freie Termine');
  await expect(dates).toHaveCount(5);
  await expect(dates.first()).toContainText(/Noch \d+ Pl(a|ä)tze? frei · Veranstaltungsnummer SB\d+/);
  const offers = list(page, 'Neu im Programm');
  await expect(offers).toHaveCount(5);
  for (const href of await offers.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/shibb\/(veranstaltungstermine|abrufveranstaltungen|selbstlernkurse)\?vnr=SB\d+$/);
  }
  const first = dates.first().getByRole('link');
  const vnr = (await dates.first().textContent())?.match(/SB\d+/)?.[0];
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/shibb/veranstaltungstermine\\?vnr=${vnr}$`));
});

test('on a phone the lists load as the reader scrolls to them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const formsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) formsRequests.push(request.url());
  });
  await openPortal(page, '/iqsh');
  await page.waitForLoadState('networkidle');
  expect(formsRequests).toEqual([]);
  await expect(page.getByRole('status', { name: 'Wir laden die nächsten Termine' })).toBeAttached();
  await page.getByRole('heading', { name: 'Nächste freie Termine' }).scrollIntoViewIfNeeded();
  await expect(list(page, 'Nächste freie Termine')).toHaveCount(5);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the start page with its lists has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openPortal(page, '/iqsh');
    await expect(list(page, 'Nächste freie Termine')).toHaveCount(5);
    await expect(list(page, 'Neu im Programm')).toHaveCount(5);
    await expectNoSeriousViolations(page);
  });
}
