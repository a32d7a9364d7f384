import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOffer, createUser, expectAccessibleInBothSchemes, formsAs, openSignedIn, type TestUser } from './support';

/*
 * The staff's persons (issue 41, docs/people-and-settings.md, "Persons as built"): a clerk finds a
 * teacher by their school and sees the booking; an organiser finds the people of their own dates and
 * nobody else, also not through the API; quality control has no persons at all.
 */

const persons = (role: string, more = '') => `/iqsh/${role}/veranstaltungssuche?ansicht=personen${more}`;
/** A fixture user's own school is named after them (apps/backend/src/test-fixtures/user-fixture.ts). */
const schoolOf = (user: TestUser) => `Gemeinschaftsschule ${user.name}`;
const searchField = (page: Page) => page.getByLabel('Name, E-Mail-Adresse oder Schule');

/** The uids the persons' search of the API answers `user` for `q`, or its status where it refuses. */
async function apiSearch(page: Page, request: APIRequestContext, user: TestUser, q: string) {
  const answer = await formsAs(page, request, user, 'get', `/api/v1/personen?q=${encodeURIComponent(q)}`);
  return answer.ok() ? ((await answer.json()) as { items: { uid: string }[] }).items.map((p) => p.uid) : answer.status();
}

test('a clerk finds a teacher by the school’s name, opens the person and sees the booking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clerk = await createUser(request, { rollen: ['verwaltung'] });
  const offer = await createOffer(request, { titel: 'Personensuche Mathematik', termine: [{ inTagen: 20 }] });
  const teacher = await createUser(request, {
    vorname: 'Paula',
    anmeldungen: [{ vnr: offer.vnr, terminId: offer.termine[0].id, status: 'zugelassen' }],
  });

  await openSignedIn(page, clerk, '/iqsh/verwaltung/veranstaltungssuche');
  await page.getByRole('navigation', { name: 'Liste wählen' }).getByRole('link', { name: 'Personen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  await searchField(page).fill(schoolOf(teacher));
  await searchField(page).press('Enter');
  await page.getByRole('link', { name: `${teacher.name}, Paula` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Paula ${teacher.name}` })).toBeVisible();
  await expect(page).toHaveURL(/kennung=/);
  const bookings = page.getByRole('region', { name: 'Anmeldungen' });
  await expect(bookings.getByText(offer.titel)).toBeVisible();
  await expect(bookings.getByText('Zugelassen').first()).toBeVisible();
  await page.getByRole('link', { name: '← Zur Personensuche' }).click();
  await expect(searchField(page)).toHaveValue(schoolOf(teacher));
});

test('an organiser finds the people of their own dates and nobody else, also not through the API', async ({ page, request }) => {
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const own = await createOffer(request, { leitung: organiser.uid, titel: 'Eigene Fortbildung', termine: [{ inTagen: 15 }] });
  const foreign = await createOffer(request, { titel: 'Fremde Fortbildung', termine: [{ inTagen: 15 }] });
  const mine = await createUser(request, { anmeldungen: [{ vnr: own.vnr, terminId: own.termine[0].id, status: 'warteliste' }] });
  const other = await createUser(request, { anmeldungen: [{ vnr: foreign.vnr, terminId: foreign.termine[0].id, status: 'zugelassen' }] });

  await openSignedIn(page, organiser, persons('veranstaltungsleiter', `&q=${encodeURIComponent(mine.name)}`));
  await expect(page.getByRole('link', { name: `${mine.name}, ${mine.vorname}` })).toBeVisible();
  await searchField(page).fill(other.name);
  await searchField(page).press('Enter');
  await expect(page.getByText('Keine Personen passen zu Ihrer Suche.')).toBeVisible();
  await page.goto(persons('veranstaltungsleiter', `&kennung=${other.uid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Person nicht gefunden' })).toBeVisible();

  expect(await apiSearch(page, request, organiser, mine.name)).toEqual([mine.uid]);
  expect(await apiSearch(page, request, organiser, other.name)).toEqual([]);
  expect((await formsAs(page, request, organiser, 'get', `/api/v1/personen/${other.uid}`)).status()).toBe(404);
  expect((await formsAs(page, request, organiser, 'get', `/api/v1/personen/${mine.uid}`)).status()).toBe(200);
});

test('quality control has no „Personen“, and the API refuses it', async ({ page, request }) => {
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  await openSignedIn(page, reviewer, '/iqsh/qualitaetskontrolle/veranstaltungssuche');
  await expect(page.getByRole('navigation', { name: 'Liste wählen' }).getByRole('link', { name: 'Arbeitsgruppen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personen' })).toHaveCount(0);
  expect(await apiSearch(page, request, reviewer, 'Test')).toBe(403);
});

for (const width of [390, 1440]) {
  test(`the persons’ list and a person’s page are accessible in light and dark at ${width} px`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const clerk = await createUser(request, { rollen: ['verwaltung'] });
    const offer = await createOffer(request, { titel: 'Barrierefreiheit prüfen', termine: [{ inTagen: -3 }] });
    const teacher = await createUser(request, { anmeldungen: [{ vnr: offer.vnr, terminId: offer.termine[0].id, status: 'teilgenommen' }] });

    await openSignedIn(page, clerk, persons('verwaltung', `&q=${encodeURIComponent(teacher.name)}`));
    await expect(page.getByRole('link', { name: `${teacher.name}, ${teacher.vorname}` })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await page.getByRole('link', { name: `${teacher.name}, ${teacher.vorname}` }).click();
    await expect(
      page.getByRole('region', { name: 'Teilnahmebestätigungen' }).getByRole('button', { name: /Teilnahmebestätigung/ }),
    ).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  });
}
