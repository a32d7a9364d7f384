import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA (BITV 2.0): no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The same in light and in dark mode, switched with the header's toggle: one sign-in serves both schemes. */
export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dunkelmodus' });
  for (const dark of [false, true]) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
    await expect(page.locator('html')).toHaveClass(new RegExp(dark ? 'dark' : 'light'));
    await expectNoSeriousViolations(page);
  }
}

/**
 * The same with a modal dialog open: the page behind it is inert, so the header's toggle is
 * switched by a dispatched click (as a keyboard user would close, switch and reopen, in one step).
 */
export async function expectDialogAccessibleInBothSchemes(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dunkelmodus', includeHidden: true });
  for (const dark of [false, true]) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.dispatchEvent('click');
    await expect(page.locator('html')).toHaveClass(new RegExp(dark ? 'dark' : 'light'));
    await expectNoSeriousViolations(page);
  }
}
