import { expect, test, type Page } from '@playwright/test';
import { openPortal } from './support/portal-page';
import { createOffer, createUser, openSignedIn } from './support';

/*
 * WCAG 2.4.7: whatever the keyboard reaches shows where it is. Each test tabs through a screen as a
 * keyboard user would and, at every stop, asks the browser whether the focused element is
 * `:focus-visible` and draws a visible outline or box shadow (not `none`, not zero wide, not transparent).
 */

interface Stop {
  readonly name: string;
  readonly focusVisible: boolean;
  readonly indicator: boolean;
}

/** The element that has the focus, and whether it shows it. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ') ?? '';
    return {
      name: `${element.tagName.toLowerCase()} "${name}"`,
      // A date field's focus sits in its day, month and year parts, so the field only matches :focus-within.
      focusVisible: element.matches(':focus-visible, input[type="date"]:focus-within'),
      indicator: outline || shadow,
    };
  });
}

/** Presses Tab until `until` matches the focused element (at most `limit` times), checking every stop on the way. */
async function tabUntil(page: Page, until: (stop: Stop) => boolean, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops.push(stop);
    expect.soft(stop.focusVisible, `${stop.name} is :focus-visible`).toBe(true);
    expect.soft(stop.indicator, `${stop.name} shows a focus indicator`).toBe(true);
    if (until(stop)) return stops;
  }
  throw new Error(`Nach ${limit} Tabs nicht erreicht; zuletzt: ${stops.at(-1)?.name}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a teacher tabs through the event dates to an offer's title, each stop with a visible focus (${scheme})`, async ({ page }) => {
    const list = '/iqsh/lehrkraft/veranstaltungstermine';
    await openSignedIn(page, 'lehrkraft.iqsh', list);
    // The mode is stored after signing in and the list opened anew, as a reader who switched it would.
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openPortal(page, list);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    const firstTitle = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link').first();
    // The list loads after the page (its own request): on a busy machine that takes a while.
    await expect(firstTitle).toBeVisible({ timeout: 30_000 });
    const title = (await firstTitle.textContent())!.trim().replace(/\s+/g, ' ');
    // The header, the search field, every filter, then the first result's title link.
    const stops = await tabUntil(page, (stop) => stop.name === `a "${title}"`, 80);
    expect(stops.length).toBeGreaterThan(5);
  });
}

test('a teacher tabs through an offer to "Anmelden" and through the booking dialog, each stop with a visible focus', async ({
  page,
  request,
}) => {
  // The test's own offer and teacher: the date is open, and nobody else holds or changes it.
  const offer = await createOffer(request, { mandant: 'iqsh', titel: 'Tastatur', termine: [{ inTagen: 30 }] });
  const teacher = await createUser(request, { mandant: 'iqsh', rollen: ['lehrkraft'] });
  await openSignedIn(page, teacher, `/iqsh/lehrkraft/veranstaltungstermine?vnr=${offer.vnr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titel);
  const dates = page.getByRole('region', { name: 'Termine' });
  await expect(dates).toBeVisible();
  const action = /^(Anmelden|Auf die Warteliste)/;

  // Back link, the side panel's links, each date's button: the first booking button ends the walk.
  await tabUntil(page, (stop) => stop.name.startsWith('button') && action.test(stop.name.slice(8)), 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: /^(Verbindlich anmelden|Auf die Warteliste)/,
  });
  await expect(dialog).toBeVisible();
  // The dialog keeps the focus inside: a round through it reaches the remark field and both buttons.
  const stops = await tabUntil(page, (stop) => stop.name.startsWith('textarea'), 6);
  const round = [...stops, ...(await tabUntil(page, (stop) => stop.name.startsWith('textarea'), 6))];
  expect(round.some((stop) => stop.name.startsWith('button "Abbrechen'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
