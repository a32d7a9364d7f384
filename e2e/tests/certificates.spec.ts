import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createOffer,
  createUser,
  download,
  expectNoSeriousViolations,
  formsAs,
  openSignedIn,
  pdfText,
  backendConfig,
  section,
  type TestUser,
} from './support';

/*
 * Verifiable certificates (issue 42, docs/proof-of-training.md): a teacher who attended two of
 * three sessions gets a confirmation that says so, with a code that the public verification page
 * shows genuine; a correction of attendance later replaces it; a forged code is refused.
 */

const CODE = /Prüfcode:\s*([0-9A-Z]{4}(?:-[0-9A-Z]{4}){4})/;

/** The organiser records one session's attendance of the booking, as the participant list does. */
async function recordSession(
  page: Page,
  request: APIRequestContext,
  organiser: TestUser,
  terminId: number,
  sitzung: number,
  anmeldungId: number,
  status: string,
) {
  const answer = await formsAs(page, request, organiser, 'put', `/api/v1/termine/${terminId}/anwesenheit`, {
    sitzung,
    eintraege: [{ anmeldungId, status }],
  });
  expect(answer.status()).toBe(200);
}

/** The verification page in light and in dark mode (the page follows the system's scheme): no serious violation. */
async function expectAccessibleInBothColourSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page);
  }
}

test('a confirmation of two of three sessions says so, its code shows it genuine, a correction replaces it, a forged code is refused', async ({
  page,
  request,
}) => {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Ole' });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Nachweisbar', termine: [{ inTagen: -5, sitzungen: 3 }] });
  const terminId = offer.termine[0].id;
  const teacher = await createUser(request, { vorname: 'Nele', anmeldungen: [{ vnr: offer.vnr, terminId, status: 'zugelassen' }] });
  const own = await formsAs(page, request, teacher, 'get', '/api/v1/anmeldungen/meine');
  const booking = ((await own.json()) as { items: { id: number; vnr: string }[] }).items.find((item) => item.vnr === offer.vnr)!;
  await recordSession(page, request, organiser, terminId, 0, booking.id, 'teilgenommen');
  await recordSession(page, request, organiser, terminId, 1, booking.id, 'teilgenommen');
  await recordSession(page, request, organiser, terminId, 2, booking.id, 'nicht_erschienen');

  await openSignedIn(page, teacher, '/iqsh/lehrkraft/dashboard');
  const card = section(page, /^Vergangene und beendete Anmeldungen/)
    .getByRole('listitem')
    .filter({ hasText: offer.titel });
  const file = await download(page, card.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }));
  const text = await pdfText(file.bytes);
  expect(text).toContain(`${teacher.vorname} ${teacher.name}`);
  expect(text).toContain('im Umfang von 2,5 Stunden teilgenommen.');
  expect(text).toContain('(teilgenommen an 2 von 3 Sitzungen, 2,5 von 4 Stunden)');
  const code = CODE.exec(text)?.[1];
  expect(code).toBeTruthy();

  const { forms } = backendConfig().services;
  expect(text).toContain(`${forms.url}/nachweis`);
  // Typed into the form, in lower case: the page at the code's own address.
  await page.goto(`${forms.url}/nachweis`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nachweis prüfen' })).toBeVisible();
  await expectAccessibleInBothColourSchemes(page);
  await page.getByLabel('Prüfcode').fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page).toHaveURL(new RegExp(`/nachweis/${code!.toLowerCase()}$`));
  await expect(page.getByRole('status')).toContainText('Echt und gültig');
  await expect(page.getByText(`${teacher.vorname} ${teacher.name}`)).toBeVisible();
  await expect(page.getByText('2,5 Stunden (teilgenommen an 2 von 3 Sitzungen, 2,5 von 4 Stunden)')).toBeVisible();
  await expectAccessibleInBothColourSchemes(page);

  // The organiser corrects the third session: the old confirmation is replaced.
  await recordSession(page, request, organiser, terminId, 2, booking.id, 'teilgenommen');
  await page.goto(`${forms.url}/nachweis/${code}`);
  await expect(page.getByRole('status')).toContainText('Echt, aber ersetzt');
  await expectAccessibleInBothColourSchemes(page);

  const forged = code!.slice(0, -1) + (code!.endsWith('Z') ? 'Y' : 'Z');
  const refused = await page.goto(`${forms.url}/nachweis/${forged}`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('status')).toContainText('Kein Nachweis gefunden');
  await expectAccessibleInBothColourSchemes(page);
});
