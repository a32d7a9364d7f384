import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { horizontalOverflow, loadingParts, openPortal } from './support/portal-page';
import { openSignedIn } from './support/session';

const pages = [
  { name: 'start page', path: '/iqsh' },
  { name: 'list screen', path: '/iqsh/veranstaltungstermine' },
  { name: 'role screen', path: '/shibb/veranstaltungsleiter/veranstaltungsterminsuche', user: 'veranstaltungsleiter.shibb' },
  { name: 'role change screen', path: '/iqsh/schulleitung/rollenwechsel', user: 'schulleitung.iqsh' },
  { name: 'booking user’s event dates', path: '/iqsh/liv/veranstaltungstermine', user: 'liv.iqsh' },
  { name: 'booking user’s on-demand offers', path: '/shibb/schulbegleiter/abrufveranstaltungen', user: 'schulbegleiter.shibb' },
  { name: 'booking user’s courses', path: '/iqsh/schultraeger/selbstlernkurse', user: 'schultraeger.iqsh' },
  { name: 'sign-in failure page', path: '/iqsh/callback' },
  { name: 'not-found page', path: '/iqsh/gibtsnicht' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, path, user } of pages as { name: string; path: string; user?: string }[]) {
    test(`${name} has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
      if (user) await openSignedIn(page, user, path);
      else await openPortal(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists are checked with their entries, not their loading skeletons.
      await expect(loadingParts(page)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
}

// WCAG 1.4.10 (reflow): at 320 CSS px and at each of the spec's breakpoints nothing needs scrolling sideways.
test.describe('reflow', () => {
  const widths = [320, 375, 600, 1024];

  test('public pages fit every width from 320 px', async ({ page }) => {
    // Sixteen page loads, each starting the app: on a busy 2-core machine that alone nears the default minute.
    test.slow();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/iqsh', '/shibb/veranstaltungstermine', '/iqsh/anleitung-pwa-android', '/iqsh/gibtsnicht']) {
        await openPortal(page, path);
        expect(await horizontalOverflow(page), `${path} at ${width} px`).toBe(0);
      }
    }
  });

  test('the signed-in header fits every width from 320 px', async ({ page }) => {
    await openSignedIn(page, 'mehrfach.iqsh', '/iqsh');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: /^Abmelden/ })).toBeInViewport({ ratio: 1 });
      expect(await horizontalOverflow(page), `at ${width} px`).toBe(0);
    }
  });
});
