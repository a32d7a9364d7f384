import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPortal } from './support/portal-page';
import { signIn } from './support/sign-in';

const pages = [
  { name: 'start page', path: '/iqsh' },
  { name: 'list screen', path: '/iqsh/veranstaltungstermine' },
  { name: 'role screen', path: '/shibb/veranstaltungsleiter/veranstaltungsterminsuche', user: 'veranstaltungsleiter.shibb' },
  { name: 'role change screen', path: '/iqsh/schulleitung/rollenwechsel', user: 'schulleitung.iqsh' },
  { name: 'sign-in failure page', path: '/iqsh/callback' },
  { name: 'not-found page', path: '/iqsh/gibtsnicht' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, path, user } of pages as { name: string; path: string; user?: string }[]) {
    test(`${name} has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
      if (user) await signIn(page, user, path);
      await openPortal(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
