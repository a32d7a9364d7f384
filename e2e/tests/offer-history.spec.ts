import { expect, test } from '@playwright/test';
import { OFFER_FIELD_LABELS, TERMIN_FIELD_LABELS } from '@fobu/api-contract';
import {
  addDate,
  createOffer,
  createUser,
  expectNoSeriousViolations,
  horizontalOverflow,
  offsetDay,
  openSignedIn,
  reloadPortal,
  reviewScreenshot,
} from './support';

/*
 * The history („Verlauf“) that quality control reads to judge a change, in the portal's words
 * (issue 39, docs/offers.md "Verlauf"): German labels, Berlin time, the place by its name and
 * address, the date by its day and time — no ISO instant, no `[object Object]`, no field's key.
 */

/** The contract's field keys: none may show as a label (`beginn: …`). */
const FIELD_KEYS = [...Object.keys(TERMIN_FIELD_LABELS), ...Object.keys(OFFER_FIELD_LABELS)];

test('the history of a new date and of its change reads in German', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createUser(request, { rollen: ['verwaltung'] });
  const { vnr } = await createOffer(request, { titel: 'Verlauf auf Deutsch', format: 'praesenz' });
  const day = offsetDay(30);
  const [year, month, date] = day.split('-');
  const shown = `${date}.${month}.${year}`;

  await openSignedIn(page, staff, `/iqsh/verwaltung/veranstaltungssuche?vnr=${vnr}&ansicht=termine`);
  await addDate(page, [day]);
  await page.getByRole('button', { name: /^Termin am .* ändern$/ }).click();
  const form = page.getByRole('region', { name: 'Termin ändern' });
  await form.getByRole('textbox', { name: 'Plätze', exact: true }).fill('12');
  await form.getByLabel('Beginn (Uhrzeit)').fill('10:30');
  await form.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Termin geändert.' })).toBeVisible();

  await page.getByRole('link', { name: '← Zurück zum Angebot' }).click();
  const history = page.getByRole('region', { name: 'Verlauf' });
  const created = history.getByRole('listitem').filter({ hasText: 'Termin angelegt' });
  const changed = history.getByRole('listitem').filter({ hasText: 'Termin geändert' });
  // Each date named by its day and time (as it is now), not by its number.
  await expect(created.getByText(`Termin angelegt (${shown}, 10:30 Uhr)`)).toBeVisible();
  await expect(created).toContainText(`Beginn: ${shown}, 09:00 Uhr`);
  await expect(created).toContainText(`Sitzungen: ${shown}, 09:00–16:00 Uhr`);
  await expect(created).toContainText('Veranstaltungsort: IQSH Kronshagen, Schreberweg 5, 24119 Kronshagen, Rendsburg-Eckernförde');
  await expect(created).toContainText('Genehmigung durch die Schulleitung: nein');
  await expect(changed).toContainText('Plätze: 20 → 12');
  await expect(changed).toContainText(`Beginn: ${shown}, 09:00 Uhr → ${shown}, 10:30 Uhr`);

  const text = (await history.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  expect(text).not.toContain('[object Object]');
  expect(text).not.toMatch(/Termin \d+/);
  for (const key of FIELD_KEYS) expect(text, key).not.toMatch(new RegExp(`\\b${key}:`));
  // Light and dark (the portal takes the scheme as it loads), on a phone and a desktop: the long lines
  // (a place, sessions) wrap, nothing scrolls sideways, and the entries keep their contrast.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await reloadPortal(page);
      await expect(changed).toContainText('Plätze: 20 → 12');
      expect(await horizontalOverflow(page)).toBe(0);
      await reviewScreenshot(page, testInfo.outputPath(`verlauf-${colorScheme}-${width}.png`));
    }
    await expectNoSeriousViolations(page);
  }
});
