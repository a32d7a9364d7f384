import type { AngebotSummary, TerminSearchItem } from '@fobu/api-contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formsGet } from './forms-api';

/** The catalogue's lists as the specs read them: the result count and items, and the same search at the back end. */

export type Paged<T> = { total: number; items: T[] };

export const DATES = '/iqsh/veranstaltungstermine';
export const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /gefunden$/ });
export const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** What the list says it found, as a number ("1.234 Termine gefunden" → 1234). */
export async function shownTotal(page: Page): Promise<number> {
  await expect(resultCount(page)).toHaveText(/^[\d.]+ \S+ gefunden$/);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  return Number((await resultCount(page).textContent())!.split(' ')[0].replaceAll('.', ''));
}

/**
 * The list shows the total the back end finds for the same search. Tests running alongside add
 * offers of their own, so the back end may have found one more a moment after the list asked:
 * then the list is loaded again and compared again.
 */
export async function expectBackEndTotal(page: Page, backEndTotal: () => Promise<number>, message?: string): Promise<number> {
  let total = 0;
  let again = false;
  await expect(async () => {
    if (again) await page.reload();
    again = true;
    const shown = await shownTotal(page);
    total = await backEndTotal();
    expect(shown, message).toBe(total);
  }).toPass({ timeout: 30_000 });
  return total;
}

export const searchDates = (request: APIRequestContext, params: Record<string, string | number>) =>
  formsGet<Paged<TerminSearchItem>>(request, '/api/v1/termine', {
    mandant: 'iqsh',
    vtyp: 'TERMIN',
    ...params,
  });
export const searchOffers = (request: APIRequestContext, params: Record<string, string | number>) =>
  formsGet<Paged<AngebotSummary>>(request, '/api/v1/angebote', {
    mandant: 'iqsh',
    ...params,
  });

/** The params the back end takes for the params the portal's URL has. */
export function apiParams(url: string): Record<string, string> {
  const params = Object.fromEntries(new URL(url).searchParams);
  const { frei, seite, ...rest } = params;
  return {
    ...rest,
    ...(frei ? { nurFreie: '1' } : {}),
    ...(seite ? { page: seite } : {}),
  };
}
