import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployNextVersion } from './support/new-deploy';
import { ownPort, startOwnServer, type OwnServer } from './support/own-server';
import { openPortal } from './support/portal-page';

// These tests are about the service worker, which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const UPDATE_TEXT = 'Ein Update für diese Website steht zur Verfügung. Wir bitten Sie, die Seite neu zu laden.';

async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

test.describe('installable app', () => {
  test('the manifest is served, German, standalone, with the icons Android and iOS need', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Fortbildungsportal Schleswig-Holstein',
      short_name: 'Fortbildung',
      lang: 'de',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#001e49',
    });
    const icons = manifest.icons as {
      src: string;
      sizes: string;
      purpose: string;
    }[];
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    for (const icon of [...icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
      const image = await request.get(icon);
      expect(image.status(), icon).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('Chromium finds the app installable, and the worker registers and takes control', async ({ baseURL }) => {
    // Installability is not checked in incognito-like contexts: use a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'fobu-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...test.info().project.use,
      // The project's options block workers; this file's test.use does not reach a context made by hand.
      serviceWorkers: 'allow',
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openPortal(page, '/iqsh');
      await controlledByServiceWorker(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('install guides', () => {
  for (const { path, title, step } of [
    {
      path: '/iqsh/anleitung-pwa-android',
      title: 'App installieren: Android',
      step: '„App installieren“ wählen',
    },
    {
      path: '/shibb/anleitung-pwa-ios',
      title: 'App installieren: iPhone und iPad',
      step: '„Zum Home-Bildschirm“ wählen',
    },
  ]) {
    test(`${title}: numbered steps with pictures, linked from the start page`, async ({ page }) => {
      await openPortal(page, path.replace(/\/anleitung.*$/, ''));
      await page
        .getByRole('link', {
          name: title.includes('Android') ? 'Anleitung für Android' : 'Anleitung für iPhone und iPad',
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const steps = page.getByRole('main').getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeVisible();
      await expect(page.getByRole('main').getByRole('img')).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 2, name: /Institut wählen/ })).toBeVisible();
    });
  }

  test('the installed app does not offer the install guides on its start page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
      localStorage.setItem('pwa-mandant', 'iqsh');
    });
    await openPortal(page, '/iqsh');
    await expect(page.getByRole('link', { name: 'Anleitung für Android' })).toHaveCount(0);
  });
});

test.describe('updates', () => {
  let server: OwnServer;
  test.beforeEach(async () => {
    server = await startOwnServer(ownPort(test.info().workerIndex, 1));
  });
  test.afterEach(async () => server.stop());

  test('a new version shows the banner in every tab, and Ok reloads each once into the new version', async ({ context }) => {
    const first = await context.newPage();
    await first.goto(`${server.url}/iqsh`);
    await controlledByServiceWorker(first);
    const second = await context.newPage();
    // The second tab boots from the worker's cache while the first one's worker settles.
    await openPortal(second, `${server.url}/iqsh/support`);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Support');

    deployNextVersion(server.dist, 'zwei');
    // Every navigation asks for a new worker.
    await first.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    const banner = first.getByRole('alert').filter({ hasText: UPDATE_TEXT });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toHaveText(new RegExp(UPDATE_TEXT.replace(/[.]/g, '\\.')));
    // The other tab learns of the waiting worker at its next navigation.
    await second.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(second.getByRole('alert').filter({ hasText: UPDATE_TEXT })).toBeVisible({ timeout: 15_000 });

    // The banner covers neither the skip link nor the header's controls.
    const bannerBox = await banner.boundingBox();
    const headerBox = await first.getByRole('banner').boundingBox();
    expect(bannerBox && headerBox && bannerBox.y + bannerBox.height <= headerBox.y + 1).toBe(true);

    const loads = { first: 0, second: 0 };
    first.on('load', () => loads.first++);
    second.on('load', () => loads.second++);
    await banner.getByRole('button', { name: 'Ok' }).click();
    await expect(first.locator('meta[name="fobu-build"]')).toHaveAttribute('content', 'zwei', { timeout: 15_000 });
    await expect(second.locator('meta[name="fobu-build"]')).toHaveAttribute('content', 'zwei', { timeout: 15_000 });
    await expect(first.getByRole('alert').filter({ hasText: UPDATE_TEXT })).toHaveCount(0);
    // Settled: each tab runs the new build under an activated worker with none installing or
    // waiting, so nothing is left that could reload it again.
    for (const tab of [first, second]) {
      await tab.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
      await tab.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return navigator.serviceWorker.controller?.state === 'activated' && !registration?.installing && !registration?.waiting;
      });
    }
    expect(loads).toEqual({ first: 1, second: 1 });
  });

  test('a chunk that is gone after a deploy leads to the update path, not a white page', async ({ browser }) => {
    // Without a worker nothing is precached, as on a first visit while a deploy happens.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await openPortal(page, `${server.url}/iqsh`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const file of readdirSync(join(server.dist, 'assets'))) {
      if (file.endsWith('.js') && !loaded.includes(`/assets/${file}`)) rmSync(join(server.dist, 'assets', file));
    }
    await page.evaluate(() => {
      history.pushState({}, '', '/iqsh/anleitung-pwa-android');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Version verfügbar' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: UPDATE_TEXT })).toBeVisible();
    await context.close();
  });
});

test.describe('offline', () => {
  test('the portal and the pages visited before open without network', async ({ page, context }) => {
    await openPortal(page, '/iqsh');
    await controlledByServiceWorker(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
    await openPortal(page, '/iqsh');
    await expect(page.getByRole('banner')).toContainText('IQSH');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline.' })).toHaveCount(0);
  });
});

test.describe('Mandantenauswahl', () => {
  test.beforeEach(async ({ page }) => {
    // The installed app on iOS: the same flag Safari sets on a home-screen launch.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  });

  test('asks once, by keyboard, without a way around it, and remembers the choice', async ({ page }) => {
    await openPortal(page, '/');
    const dialog = page.getByRole('alertdialog', { name: 'Mandantenauswahl' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'auswählen' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /abbrechen|schließen/i })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', { name: /IQSH/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: /SHIBB/ })).toBeChecked();
    await expect(confirm).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/shibb$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('SHIBB');
    expect(await page.evaluate(() => [localStorage.getItem('pwa-mandant'), localStorage.getItem('pwa-mode')])).toEqual([
      'shibb',
      'standalone',
    ]);

    await openPortal(page, '/');
    await expect(page).toHaveURL(/\/shibb$/);
    await expect(page.getByRole('banner')).toContainText('SHIBB');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('does not appear in the browser', async ({ browser }) => {
    const page = await browser.newPage();
    await openPortal(page, '/');
    await expect(page).toHaveURL(/\/iqsh$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.close();
  });
});
