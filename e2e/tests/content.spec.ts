import AxeBuilder from '@axe-core/playwright';
import { FOOTER_PAGES, footerLabel, PUBLIC_PAGE_TITLES, TENANTS, type PublicPage } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { holdBackScript, horizontalOverflow, openPortal, reviewScreenshot, reviewScreenshotsWanted } from './support/portal-page';
import { openSignedIn } from './support/session';

/** The pages this issue fills with content (issue 6), in the footer's order. */
const CONTENT_PAGES = FOOTER_PAGES;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('reachable from every footer', () => {
  for (const tenant of TENANTS) {
    test(`${tenant}: each content page opens from the footer, with tenant-specific text`, async ({ page }) => {
      await openPortal(page, `/${tenant}`);
      for (const target of CONTENT_PAGES) {
        await footer(page)
          .getByRole('link', { name: footerLabel(target), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${tenant}/${target}(\\?|$)`));
        await expect(heading(page)).toHaveText(PUBLIC_PAGE_TITLES[target]);
      }
      await footer(page).getByRole('link', { name: 'Impressum', exact: true }).click();
      await expect(page.getByRole('main')).toContainText(tenant === 'iqsh' ? 'Schreberweg 5' : 'Hans-Detlev-Prien-Straße 6');
    });
  }

  test('inside a role branch the legal pages stay in the branch, the others are the public ones', async ({ page }) => {
    await openSignedIn(page, 'dienstposten.shibb', '/shibb/dienstposten/dpdashboard');
    await footer(page).getByRole('link', { name: 'Datenschutz', exact: true }).click();
    await expect(page).toHaveURL(/\/shibb\/dienstposten\/datenschutz$/);
    await expect(page.getByRole('main')).toContainText('Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein');
    await footer(page).getByRole('link', { name: 'Barrierefreiheit', exact: true }).click();
    await expect(page).toHaveURL(/\/shibb\/barrierefreiheit$/);
    await expect(heading(page)).toHaveText('Erklärung zur Barrierefreiheit');
    // The branch's support page knows who is writing.
    await page.goto('/shibb/dienstposten/support');
    await expect(page.getByRole('main').getByLabel(/Ihre E-Mail-Adresse/)).toHaveValue(/@/);
    await expect(page.getByRole('main').getByLabel(/Ihr Name/)).not.toHaveValue('');
  });
});

test.describe('contact form (support)', () => {
  const field = (page: Page, label: RegExp) => page.getByRole('main').getByLabel(label);

  test('bad input: German errors at each field, focus on the first, nothing typed is lost', async ({ page }) => {
    await openPortal(page, '/iqsh/support');
    await field(page, /Ihr Name/).fill('Maria Muster');
    await field(page, /Ihre E-Mail-Adresse/).fill('maria-at-schule');
    await field(page, /Ihre Nachricht/).fill('kurz');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page.getByRole('alert')).toContainText('Bitte prüfen Sie 4 Angaben.');
    await expect(field(page, /Ihre E-Mail-Adresse/)).toBeFocused();
    await expect(field(page, /Ihre E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /Ihre E-Mail-Adresse/)).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse an/);
    await expect(field(page, /^Thema/)).toHaveAccessibleDescription(/Bitte wählen Sie ein Thema\./);
    await expect(field(page, /Ihre Nachricht/)).toHaveAccessibleDescription(/mindestens 10 Zeichen/);
    await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(/Bitte bestätigen Sie/);
    await expect(field(page, /Ihr Name/)).toHaveValue('Maria Muster');
    await expect(field(page, /Ihre E-Mail-Adresse/)).toHaveValue('maria-at-schule');
    await expect(field(page, /Ihre Nachricht/)).toHaveValue('kurz');

    // The summary's links lead to their field.
    await page
      .getByRole('alert')
      .getByRole('link', { name: /^Thema/ })
      .click();
    await expect(field(page, /^Thema/)).toBeFocused();
  });

  test('a failed send keeps every entry; good input gets a confirmation with a reference number', async ({ page }) => {
    await openPortal(page, '/iqsh/support');
    await field(page, /Ihr Name/).fill('Maria Muster');
    await field(page, /Ihre E-Mail-Adresse/).fill('maria@schule.de');
    await field(page, /Institut/).selectOption('shibb');
    await field(page, /^Thema/).selectOption({ label: 'Warteliste' });
    await field(page, /Veranstaltungsnummer/).fill('SB240001');
    await field(page, /Ihre Nachricht/).fill('Ich stehe auf der Warteliste. Wie erfahre ich, ob ich nachrücke?');
    await page.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();

    // The network drops once: the entries stay, the message says what to do.
    let dropped = false;
    await page.route('**/api/v1/kontaktanfragen**', (route) => {
      if (dropped) return route.fallback();
      dropped = true;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('alert')).toContainText('Ihre Nachricht konnte nicht gesendet werden.');
    await expect(field(page, /Ihre Nachricht/)).toHaveValue('Ich stehe auf der Warteliste. Wie erfahre ich, ob ich nachrücke?');

    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Vielen Dank, Ihre Nachricht ist angekommen.' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('vorgangsnummer')).toHaveText(/^SUP-\d{4}-\d{6}$/);
    await expect(receipt).toContainText('maria@schule.de');
    await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Nachricht ist angekommen.' })).toBeFocused();
  });
});

test('what a visitor types into the pre-rendered form before the app has started is kept', async ({ page }) => {
  // The pre-rendered form is already there while the app is still on its way.
  const release = await holdBackScript(page, /\/assets\/boot-[^/]+\.js$/);
  await page.goto('/iqsh/support');
  await page.locator('#kontakt-name').fill('Maria Muster');
  await page.locator('#kontakt-nachricht').fill('Eine Frage, getippt vor dem Start der App.');
  await page.locator('#kontakt-einwilligung').check();
  release();
  await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
  const main = page.getByRole('main');
  await expect(main.getByLabel(/Ihr Name/)).toHaveValue('Maria Muster');
  await expect(main.getByLabel(/Ihre Nachricht/)).toHaveValue('Eine Frage, getippt vor dem Start der App.');
  await expect(main.getByRole('checkbox')).toBeChecked();
});

test('the app takes each pre-rendered page over as it is, without rendering it again', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The page's main element as the HTML built it, before any of the app's code has run.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { prerenderedMain: document.querySelector('main') });
    }),
  );
  for (const path of ['/iqsh', '/iqsh/veranstaltungstermine', '/shibb/support']) {
    await openPortal(page, path);
    const keptMain = await page.evaluate(() => 'prerenderedMain' in window && window.prerenderedMain === document.querySelector('main'));
    expect(keptMain, path).toBe(true);
  }
  // A mismatch would show as React's recoverable error, and the page rendered anew.
  expect(failures).toEqual([]);
});

test('the questions open and close with the keyboard, and the pre-rendered page opens them before the app runs', async ({
  page,
  browser,
}) => {
  await openPortal(page, '/iqsh/support');
  const question = page.locator('details').nth(2);
  await question.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('open', '');
  await expect(question).toContainText('rückt die erste Person der Warteliste automatisch nach');
  await page.keyboard.press('Space');
  await expect(question).not.toHaveAttribute('open', '');

  // Without JavaScript: the pre-rendered HTML alone.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/shibb/support');
  await plain.locator('summary').first().click();
  await expect(plain.locator('details').first()).toHaveAttribute('open', '');
  await expect(plain.locator('details').first()).toContainText('zentralen Anmeldedienst');
  await context.close();
});

test('the table of contents of a long text moves focus to the section', async ({ page }) => {
  await openPortal(page, '/iqsh/datenschutz');
  await page
    .getByRole('navigation', { name: 'Auf dieser Seite' })
    .getByRole('link', { name: 'Beschwerde bei der Aufsichtsbehörde' })
    .click();
  const target = page.getByRole('heading', { name: 'Beschwerde bei der Aufsichtsbehörde' });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect(page).toHaveURL(/\/iqsh\/datenschutz$/);
});

test('feedback from the footer: German errors, then a reference number', async ({ page }) => {
  await openPortal(page, '/shibb/download');
  await footer(page).getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(heading(page)).toHaveText(PUBLIC_PAGE_TITLES.feedback);
  const main = page.getByRole('main');
  await main.getByLabel(/Was hat nicht funktioniert/).fill('Das Programmheft ist kein barrierefreies PDF.');
  await page.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Bitte nennen Sie die Seite, um die es geht.');
  await expect(main.getByLabel(/Welche Seite meinen Sie/)).toBeFocused();
  await expect(main.getByLabel(/Was hat nicht funktioniert/)).toHaveValue('Das Programmheft ist kein barrierefreies PDF.');
  await main.getByLabel(/Welche Seite meinen Sie/).fill('Downloads');
  await page.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(page.getByTestId('vorgangsnummer')).toHaveText(/^FB-\d{4}-\d{6}$/);
  await expect(page.getByRole('status')).toContainText('erhalten Sie keine Antwort');
});

test.describe('downloads', () => {
  for (const tenant of TENANTS) {
    test(`${tenant}: every document is served with the type and size the list names`, async ({ page, request }) => {
      await openPortal(page, `/${tenant}/download`);
      const links = page.getByRole('main').locator('a[href^="/downloads/"]');
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href'))!;
        const name = (await link.textContent())!;
        const [, type, size] = /\((PDF|TXT), ([\d,]+) KB\)$/.exec(name) ?? [];
        expect(type, name).toBeTruthy();
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toContain(type === 'PDF' ? 'application/pdf' : 'text/plain');
        const body = await response.body();
        expect((body.length / 1024).toFixed(1).replace('.', ','), href).toBe(size);
        if (type === 'PDF') expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      }
    });
  }
});

test('the privacy statement names everything a signed-in browser stores', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  await openSignedIn(page, 'lehrkraft.iqsh', '/iqsh/lehrkraft/datenschutz');
  const text = (await page.getByRole('main').textContent()) ?? '';
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(stored.length + cookies.length).toBeGreaterThan(1);
  for (const key of [...stored, ...cookies]) expect(text, key).toContain(key);
});

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const target of CONTENT_PAGES) {
      test(`${target} has no serious or critical violation in ${scheme} mode`, async ({ page }) => {
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
        await openPortal(page, `/iqsh/${target}`);
        await expect(heading(page)).toBeVisible();
        // Open the first question and show the form's errors, so that those states are checked too.
        if (target === 'support') {
          await page.locator('summary').first().click();
          await page.getByRole('button', { name: 'Nachricht senden' }).click();
          await expect(page.getByRole('alert')).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});

test.describe('layout', () => {
  test('content pages reflow at 320 px without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const target of CONTENT_PAGES) {
      await openPortal(page, `/shibb/${target}`);
      expect(await horizontalOverflow(page), target).toBe(0);
    }
  });

  for (const width of [375, 1024, 1440]) {
    test(`no scrolling sideways at ${width} px (screenshots on request)`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const target of CONTENT_PAGES as readonly PublicPage[]) {
        await openPortal(page, `/iqsh/${target}`);
        if (target === 'support') await page.locator('summary').first().click();
        await reviewScreenshot(page, testInfo.outputPath(`${target}-${width}.png`));
        expect(await horizontalOverflow(page), `${target} at ${width} px`).toBe(0);
      }
      if (!reviewScreenshotsWanted) return;
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
      await openPortal(page, '/iqsh/support');
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await reviewScreenshot(page, testInfo.outputPath(`support-fehler-dunkel-${width}.png`));
    });
  }
});
