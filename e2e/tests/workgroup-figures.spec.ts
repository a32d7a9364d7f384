import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { createUser, fixture } from './support/test-data';

/*
 * The workgroups' figures on controlling's screen (docs/controlling.md, "Workgroups"): a group of
 * the test's own with one meeting years back, attended for two and a half hours; the screen's
 * tables for that day, and axe in light and dark mode on the section.
 */

const DAY = 86_400_000;

/** A SHIBB group with a held meeting on a day of its own (at random years back, so that a retry gets another); that day. */
async function meetingYearsBack(request: APIRequestContext) {
  const member = await createUser(request, { mandant: 'shibb' });
  const inTagen = -(2000 + Math.floor(Math.random() * 1500));
  await fixture(request, 'kennzahlen/arbeitsgruppe', {
    mandant: 'shibb',
    faecher: ['Mathematik'],
    mitglieder: [{ uid: member.uid }],
    treffen: [{ inTagen, stunden: 2.5, teilgenommen: [member.uid] }],
  });
  // The fixture's meeting begins at 14:00 UTC of that day: the same day in Germany.
  return new Date((Math.floor(Date.now() / DAY) + inTagen) * DAY).toISOString().slice(0, 10);
}

const rowsOf = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

test('controlling sees the groups’ meetings and member-hours of a day, without a name', async ({ page, request }) => {
  const day = await meetingYearsBack(request);
  await openSignedIn(page, 'controlling.shibb', `/shibb/controlling/ctdashboard?von=${day}&bis=${day}`);
  const section = page.getByRole('region', { name: 'Arbeitsgruppen' });
  await expect(section.getByRole('heading', { level: 2, name: 'Arbeitsgruppen' })).toBeVisible();
  await expect(rowsOf(page, 'Treffen je Monat')).toHaveCount(1);
  await expect(rowsOf(page, 'Treffen je Monat').first().locator('td')).toHaveText(['1', '0']);
  await expect(rowsOf(page, 'Mitgliederstunden je Fach').first().locator('th, td')).toHaveText(['Mathematik', '1', '1', '2,5']);
  await expect(section.getByRole('button', { name: /Als Excel-Datei herunterladen.*Mitgliederstunden je Kreis/ })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the workgroups’ figures have no serious accessibility violation in ${scheme} mode`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openSignedIn(page, 'controlling.iqsh', '/iqsh/controlling/ctdashboard');
    const section = page.getByRole('region', { name: 'Arbeitsgruppen' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: 'Arbeitsgruppen' })).toBeVisible();
    await expect(page.locator('figure svg').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
