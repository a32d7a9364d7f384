import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs in it: pre-rendered pages are visible (and look the
 * same) before their controls work.
 */
export async function openPortal(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appRunning(page);
}

/**
 * Reloads the page and waits until the app runs again: on a loaded machine starting the app takes
 * a few seconds, which an assertion's own wait should not have to cover.
 */
export async function reloadPortal(page: Page): Promise<void> {
  await page.reload();
  await appRunning(page);
}

const appRunning = (page: Page) => page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });

/**
 * The parts of the page that are still loading: skeletons and other busy live regions
 * (`role="status"` with `aria-busy`), whatever their label says.
 */
export const loadingParts = (page: Page) => page.locator('[role="status"][aria-busy="true"]');

/** Pixels the page is wider than the window: more than 0 means scrolling sideways (WCAG 1.4.10). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Full-page screenshots for a person to look at (light and dark, narrow and wide), written to the
 * test output only when `E2E_SCREENSHOTS=1` asks for them: no test reads them, and on the 2-core
 * machines they cost minutes of every run. The checks beside them (no scrolling sideways, axe) run always.
 */
export const reviewScreenshotsWanted = process.env['E2E_SCREENSHOTS'] === '1';

export async function reviewScreenshot(page: Page, path: string): Promise<void> {
  if (reviewScreenshotsWanted) await page.screenshot({ path, fullPage: true });
}

/**
 * Holds the app's script back, as a slow phone takes its time with it, until the returned function
 * releases it: for what a visitor sees and does before the app has started.
 */
export async function holdBackScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
