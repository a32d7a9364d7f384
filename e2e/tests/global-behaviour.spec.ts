import { expect, test } from '@playwright/test';
import { openPortal } from './support/portal-page';

test.describe('dark mode', () => {
  test('the switch changes the theme, is stored under darkMode and survives a reload', async ({ page }) => {
    await openPortal(page, '/iqsh');
    const themeColor = page.locator('meta[name="theme-color"]');
    const toggle = page.getByRole('button', { name: 'Dunkelmodus' });
    await expect(themeColor).toHaveAttribute('content', '#001e49');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(themeColor).toHaveAttribute('content', '#091235');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute('content', '#091235');
    await expect(page.getByRole('button', { name: 'Dunkelmodus' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Dunkelmodus' }).click();
    await page.reload();
    await expect(themeColor).toHaveAttribute('content', '#001e49');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });
});

test('the dark mode switch changes every colour at once, without a control fading between the themes', async ({ page }) => {
  await openPortal(page, '/iqsh');
  await expect(page.getByRole('button', { name: 'Dunkelmodus' })).toHaveAttribute('aria-pressed', 'false');
  // Clicked and looked at in one task: a colour transition would have started with the switch.
  const transitionsStarted = await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Dunkelmodus"]')?.click();
    return document.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
  });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(transitionsStarted).toBe(0);
});

test('scroll goes back to the top on every navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 400 });
  await openPortal(page, '/iqsh');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await openPortal(page, '/iqsh/veranstaltungstermine');
  // The page renders after config.json has loaded; a Tab before that has nothing to focus.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a missing key in config.json stops the portal with a German message naming it', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ environment: 'e2e', idp: {} }) }),
  );
  await page.goto('/iqsh');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Das Fortbildungsportal ist nicht richtig eingerichtet');
  await expect(alert).toContainText('Der Eintrag „idp.url“ fehlt.');
  await expect(alert).toContainText('Der Eintrag „services“ fehlt.');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('a missing config.json is named as such', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/iqsh');
  await expect(page.getByRole('alert')).toContainText('Die Konfigurationsdatei /config.json fehlt');
});
