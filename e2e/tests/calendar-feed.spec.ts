import type { KalenderAbo } from '@fobu/api-contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { createDate, createUser, formsAs, type TestUser } from './support';

/*
 * The personal calendar feed (issue 41, docs/people-and-settings.md, „Calendar feed as built“): a
 * teacher creates the feed's address, a calendar app fetches it without any sign-in and finds the
 * teacher's admitted date, not their cancelled one nor another teacher's; renewing the address
 * makes the old one answer 404. Driven through the API until the settings view shows the section.
 */

const feedOf = async (page: Page, request: APIRequestContext, user: TestUser, method: 'get' | 'post' | 'delete') => {
  const response = await formsAs(page, request, user, method, '/api/v1/kalender-abo');
  expect(response.status()).toBe(200);
  return (await response.json()) as KalenderAbo;
};
const summariesOf = (text: string) =>
  Object.values(ical.sync.parseICS(text))
    .filter((entry): entry is VEvent => entry?.type === 'VEVENT')
    .map((event) => String(event.summary));

test('the calendar feed shows the teacher’s admitted date only, and stops for the old address after renewal', async ({ page, request }) => {
  const [admitted, cancelled, others] = [await createDate(request), await createDate(request), await createDate(request)];
  const teacher = await createUser(request, {
    anmeldungen: [
      { vnr: admitted.vnr, terminId: admitted.termin.id, status: 'zugelassen' },
      { vnr: cancelled.vnr, terminId: cancelled.termin.id, status: 'storniert' },
    ],
  });
  await createUser(request, { anmeldungen: [{ vnr: others.vnr, terminId: others.termin.id, status: 'zugelassen' }] });

  expect(await feedOf(page, request, teacher, 'get')).toEqual({ adresse: null, webcalAdresse: null, erzeugtAm: null });
  const first = await feedOf(page, request, teacher, 'post');
  expect(first.webcalAdresse).toBe(first.adresse!.replace(/^https?:/, 'webcal:'));

  // A calendar app: no service token, no sign-in, only the address.
  const fetched = await request.get(first.adresse!);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const summaries = summariesOf(await fetched.text());
  expect(summaries).toEqual([admitted.titel]);
  expect(summaries).not.toContain(cancelled.titel);
  expect(summaries).not.toContain(others.titel);

  const renewed = await feedOf(page, request, teacher, 'post');
  expect(renewed.adresse).not.toBe(first.adresse);
  expect((await request.get(first.adresse!)).status()).toBe(404);
  expect(summariesOf(await (await request.get(renewed.adresse!)).text())).toEqual([admitted.titel]);

  await feedOf(page, request, teacher, 'delete');
  expect((await request.get(renewed.adresse!)).status()).toBe(404);
});
