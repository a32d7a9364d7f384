import { PUBLIC_PAGE_TITLES } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { holdBackScript, openPortal } from './support/portal-page';

// A text page's or a form page's first visit shows the pre-rendered markup as it is: the texts'
// and the forms' modules load only when the app needs them (libs/feature/public, text-pages.ts).
const TEXTS_CHUNK = /\/assets\/texts-[^/]+\.js$/;
const FORMS_CHUNK = /\/assets\/forms-[^/]+\.js$/;

function scriptsLoaded(page: Page, chunk: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (chunk.test(request.url())) count++;
  });
  return () => count;
}

test('a text page shows its pre-rendered texts without loading them, and its links go on inside the app', async ({ page }) => {
  const textsLoaded = scriptsLoaded(page, TEXTS_CHUNK);
  await openPortal(page, '/iqsh/impressum');
  await page.waitForLoadState('networkidle');
  expect(textsLoaded()).toBe(0);
  // A page loaded anew would lose this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(/\/iqsh\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGE_TITLES.datenschutz);
  await expect(page.getByRole('main')).toContainText('Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(textsLoaded()).toBe(1);
  // Back on the first page, which the app now renders from its texts.
  await page.goBack();
  await expect(page.getByRole('main')).toContainText('Schreberweg 5');
});

test('a form page loads its form when the reader begins to fill it in, and keeps the focus, the typing and a send made meanwhile', async ({
  page,
}) => {
  const formsLoaded = scriptsLoaded(page, FORMS_CHUNK);
  const release = await holdBackScript(page, FORMS_CHUNK);
  await openPortal(page, '/iqsh/feedback');
  await page.waitForLoadState('networkidle');
  expect(formsLoaded()).toBe(0);
  const main = page.getByRole('main');
  await main.getByLabel(/Welche Seite meinen Sie/).click();
  expect(formsLoaded()).toBe(1);
  await page.keyboard.type('Down');
  await page.getByRole('button', { name: 'Feedback senden' }).click();
  release();
  // The form from its module checks what was sent meanwhile: German errors, focus on the first wrong field.
  await expect(page.getByRole('alert')).toContainText('Bitte beschreiben Sie, was nicht funktioniert oder was fehlt.');
  await expect(main.getByLabel(/Was hat nicht funktioniert/)).toBeFocused();
  await expect(main.getByLabel(/Welche Seite meinen Sie/)).toHaveValue('Down');
  expect(page.url()).toMatch(/\/iqsh\/feedback$/);
});

test('the field that got focus before the form had loaded keeps it, with what was typed, and an opened question stays open', async ({
  page,
}) => {
  const release = await holdBackScript(page, FORMS_CHUNK);
  await openPortal(page, '/iqsh/support');
  const question = page.locator('details').nth(2);
  await question.locator('summary').click();
  const name = page.getByRole('main').getByLabel(/Ihr Name/);
  await name.click();
  await page.keyboard.type('Maria');
  await page.evaluate(() => Object.assign(window, { prerenderedField: document.activeElement }));
  release();
  // The form from its module replaces the pre-rendered one; the focus moves to its field.
  await page.waitForFunction(
    () =>
      document.activeElement?.id === 'kontakt-name' && 'prerenderedField' in window && document.activeElement !== window.prerenderedField,
  );
  await page.keyboard.type(' Muster');
  await expect(name).toHaveValue('Maria Muster');
  await expect(question).toHaveAttribute('open', '');
});
