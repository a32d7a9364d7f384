import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DATES,
  expectNoSeriousViolations,
  horizontalOverflow,
  loadingParts,
  openPortal,
  reviewScreenshot,
  reviewScreenshotsWanted,
  searchOffers,
} from './support';

test.describe('accessibility and layout', () => {
  const pages = async (request: APIRequestContext) => {
    const vnr = (vtyp: string) => searchOffers(request, { vtyp, pageSize: 1 }).then((p) => p.items[0].vnr);
    return {
      'event dates': DATES,
      'event dates, nothing found': `${DATES}?q=Quantenchromodynamik`,
      'date offer': `${DATES}?vnr=${await vnr('TERMIN')}`,
      'on-demand offers': '/iqsh/abrufveranstaltungen',
      'on-demand offer': `/iqsh/abrufveranstaltungen?vnr=${await vnr('ABRUF')}`,
      'course (SLK page)': `/iqsh/selbstlernkurse?vnr=${await vnr('SLK')}`,
    };
  };
  /**
   * Waits until the list or the offer is there, not its skeleton. These tests look at layout and
   * accessibility, not at speed: while both workers take screenshots on a 2-core machine, a list
   * has been seen to take more than the default 5 s to appear (docs/performance.md).
   */
  const settled = (page: Page) => expect(loadingParts(page)).toHaveCount(0, { timeout: 15_000 });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the catalogue has no serious or critical accessibility violation in ${scheme} mode`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, path] of Object.entries(await pages(request))) {
        await openPortal(page, path);
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 }), name).not.toBeEmpty();
        await expectNoSeriousViolations(page);
      }
    });
  }

  for (const width of [375, 1024, 1440]) {
    test(`no scrolling sideways at ${width} px (screenshots on request)`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      // The colours do not change the layout: dark mode is looked at only when screenshots are asked for.
      for (const scheme of reviewScreenshotsWanted ? (['light', 'dark'] as const) : (['light'] as const)) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, path] of Object.entries(await pages(request))) {
          await openPortal(page, path);
          await settled(page);
          await reviewScreenshot(page, testInfo.outputPath(`${name.replaceAll(/\W+/g, '-')}-${scheme}-${width}.png`));
          expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
        }
      }
    });
  }
});
