import { isoDayInGermany } from '@fobu/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from './support/axe';
import { download } from './support/downloads';
import { horizontalOverflow } from './support/portal-page';
import { openSignedIn } from './support/session';
import { backendConfig } from './support/sign-in';
import { createDate, createUser } from './support/test-data';

/*
 * Controlling's figures (docs/controlling.md): the screen's tables against a count the test makes
 * on the server by its own SQL, the period in the URL, the downloads, and axe with the charts drawn.
 */

const FIGURES = '/shibb/controlling/ctdashboard';

/**
 * A date of SHIBB years back (a day no seeded date shares, chosen at random so that a retry gets a
 * day of its own) with the attendance of five people; its day in Germany.
 */
async function pastDateWithAttendance(request: APIRequestContext) {
  const offer = await createDate(request, { inTagen: -(2000 + Math.floor(Math.random() * 1500)), plaetze: 10 }, { mandant: 'shibb' });
  const states = ['teilgenommen', 'teilgenommen', 'teilgenommen', 'entschuldigt', 'nicht_erschienen'] as const;
  for (const status of states) {
    await createUser(request, { mandant: 'shibb', anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status }] });
  }
  return { offer, day: isoDayInGermany(new Date(offer.termin.beginn)) };
}

/** The attendance of SHIBB's dates of that day, counted by the back end's fixture with SQL of its own (not the figures'). */
async function attendanceCount(request: APIRequestContext, day: string) {
  const { idp } = backendConfig();
  const response = await request.post(`${idp.url}/test-fixtures/kennzahlen/teilnahme`, { data: { mandant: 'shibb', von: day, bis: day } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { teilgenommen: number; entschuldigt: number; nichtErschienen: number; offen: number };
}

/** Sets the period in the screen's date fields, as a person would. */
async function choosePeriod(page: Page, von: string, bis: string) {
  await page.getByLabel('Zeitraum von').fill(von);
  await page.getByLabel('Zeitraum bis').fill(bis);
  await expect(page).toHaveURL(new RegExp(`von=${von}.*bis=${bis}|bis=${bis}.*von=${von}`));
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('controlling opens the figures, chooses a period, and the attendance table shows what the server counts', async ({
  page,
  request,
}) => {
  const { day } = await pastDateWithAttendance(request);
  const expected = await attendanceCount(request, day);
  expect(expected).toMatchObject({ teilgenommen: expect.any(Number), nichtErschienen: expect.any(Number) });
  expect(expected.teilgenommen).toBeGreaterThanOrEqual(3);

  await openSignedIn(page, 'controlling.shibb', FIGURES);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht Controlling' })).toBeVisible();
  await expect(table(page, 'Anmeldungen je Monat')).toBeVisible();
  await choosePeriod(page, day, day);

  // One month in the period: one row, Teilgenommen, Entschuldigt, Nicht erschienen, Nicht erfasst.
  const rows = table(page, 'Teilnahme je Monat').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td')).toHaveText([
    String(expected.teilgenommen),
    String(expected.entschuldigt),
    String(expected.nichtErschienen),
    String(expected.offen),
  ]);
  // The period is in the URL: the page opened again shows the same figures.
  await page.reload();
  await expect(rows.first().locator('td')).toHaveText([
    String(expected.teilgenommen),
    String(expected.entschuldigt),
    String(expected.nichtErschienen),
    String(expected.offen),
  ]);
});

test('a figure downloads as an Excel workbook with the rows of its table', async ({ page, request }) => {
  const { day } = await pastDateWithAttendance(request);
  const expected = await attendanceCount(request, day);
  await openSignedIn(page, 'controlling.shibb', `${FIGURES}?von=${day}&bis=${day}`);
  await expect(table(page, 'Teilnahme je Monat').locator('tbody tr')).toHaveCount(1);

  const file = await download(page, page.getByRole('button', { name: /Als Excel-Datei herunterladen.*Teilnahme je Monat/ }));
  expect(file.name).toBe(`kennzahlen-teilnahme-${day}-bis-${day}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file.bytes).buffer);
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Monat',
    'Teilgenommen',
    'Entschuldigt',
    'Nicht erschienen',
    'Nicht erfasst',
    'Nicht erschienen in %',
  ]);
  expect((sheet.getRow(2).values as unknown[]).slice(2, 6)).toEqual([
    expected.teilgenommen,
    expected.entschuldigt,
    expected.nichtErschienen,
    expected.offen,
  ]);
  await expect(page.getByRole('status').filter({ hasText: `Download abgeschlossen: ${file.name}` })).toBeAttached();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the figures with their charts and controlling's help have no serious accessibility violation in ${scheme} mode`, async ({
    page,
  }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openSignedIn(page, 'controlling.iqsh', '/iqsh/controlling/ctdashboard');
    await expect(table(page, 'Anmeldungen je Monat')).toBeVisible();
    // The plots are drawn (the chart library's chunk has arrived), not only their tables.
    await expect(page.locator('figure svg').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Hilfe' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the figures fit a phone: only a wide table scrolls sideways, in its own frame', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, 'controlling.iqsh', '/iqsh/controlling/ctdashboard');
  await expect(page.locator('figure svg').first()).toBeVisible();
  await expect(table(page, 'Teilnahme je Monat')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
