import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ERASED_PERSON_NAME } from '@fobu/domain';
import ExcelJS from 'exceljs';
import { createOffer, createUser, download, expectAccessibleInBothSchemes, formsAs, openSignedIn, type TestUser } from './support';

/*
 * Data protection (issue 41, docs/people-and-settings.md, "Data protection (DSGVO)"): a teacher's own
 * data export holds their bookings and nobody else's; erasure needs a second person of the other
 * administration role, and afterwards controlling's figures are the same and the name is gone from
 * the persons' search, the participant list and its workbook.
 */

const personPage = (role: string, user: TestUser) => `/iqsh/${role}/veranstaltungssuche?ansicht=personen&kennung=${user.uid}`;
const privacySection = (page: Page) => page.getByRole('region', { name: 'Datenschutz' });

/** A date `inTagen` days ahead with the teacher and a second participant admitted. */
async function bookedPair(request: APIRequestContext, titel: string, inTagen = 20) {
  const offer = await createOffer(request, { titel, termine: [{ inTagen }] });
  const booking = { vnr: offer.vnr, terminId: offer.termine[0].id, status: 'zugelassen' as const };
  const [teacher, neighbour] = await Promise.all([
    createUser(request, { vorname: 'Dora', anmeldungen: [booking] }),
    createUser(request, { vorname: 'Nele', anmeldungen: [booking] }),
  ]);
  return { offer, teacher, neighbour };
}

test('a teacher downloads their own data export from the settings: their bookings and nobody else’s', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { offer, teacher, neighbour } = await bookedPair(request, 'Datenauskunft Physik');
  await openSignedIn(page, teacher, '/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
  const own = page.getByRole('region', { name: 'Ihre Daten', exact: true });
  await expect(own).toBeVisible();

  const file = await download(page, own.getByRole('button', { name: /Datenauskunft als JSON-Datei/ }));
  expect(file.name).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(file.text) as { person: { uid: string }; anmeldungen: { vnr: string; titel: string }[] };
  expect(data.person.uid).toBe(teacher.uid);
  expect(data.anmeldungen.map((booking) => booking.titel)).toEqual([offer.titel]);
  for (const foreign of [neighbour.uid, neighbour.name, neighbour.email]) expect(file.text).not.toContain(foreign);
  const pdf = await download(page, own.getByRole('button', { name: /Datenauskunft als PDF/ }));
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await expectAccessibleInBothSchemes(page);
});

/**
 * The erasure test's date lies on a day of its own, which no other test's data touches: the tests
 * run side by side on one back end, and the tenant's figures of a shared period change under them.
 */
const ERASURE_DAY = 347;

/** What the figures of the date's day, the participant list and its workbook say, as the staff read them. */
async function listings(page: Page, request: APIRequestContext, staff: { clerk: TestUser; controller: TestUser }, terminId: number) {
  const day = new Date(Date.now() + ERASURE_DAY * 86_400_000).toISOString().slice(0, 10);
  const figures = await formsAs(page, request, staff.controller, 'get', `/api/v1/kennzahlen?von=${day}&bis=${day}`);
  const list = await formsAs(page, request, staff.clerk, 'get', `/api/v1/termine/${terminId}/teilnehmende`);
  const sheet = await formsAs(page, request, staff.clerk, 'get', `/api/v1/termine/${terminId}/teilnehmende.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await sheet.body()).buffer);
  const cells: string[] = [];
  workbook.eachSheet((each) => each.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  const rows = ((await list.json()) as { items: { uid: string; vorname: string; name: string; email: string }[] }).items;
  return { figures: await figures.json(), rows, cells };
}

test('erasure needs a second person; afterwards the figures are the same and the name is gone', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const { offer, teacher } = await bookedPair(request, 'Löschung Chemie', ERASURE_DAY);
  const [clerk, admin, controller] = await Promise.all([
    createUser(request, { rollen: ['verwaltung'] }),
    createUser(request, { rollen: ['administrator'] }),
    createUser(request, { rollen: ['controlling'] }),
  ]);
  const staff = { clerk, controller };
  const before = await listings(page, request, staff, offer.termine[0].id);
  expect(before.rows.find((row) => row.uid === teacher.uid)).toMatchObject({ name: teacher.name, email: teacher.email });
  expect(before.cells).toContain(teacher.name);

  await openSignedIn(page, clerk, personPage('verwaltung', teacher));
  const section = privacySection(page);
  await section.getByRole('button', { name: 'Löschung beantragen' }).click();
  const dialog = page.getByRole('dialog', { name: /Löschung der Daten von Dora .* beantragen\?/ });
  await dialog.getByRole('textbox', { name: /Wer hat die Löschung verlangt/ }).fill('Die Person selbst, Anruf von heute');
  await dialog.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(section.getByText('Die Löschung ist beantragt und wartet auf die Bestätigung einer zweiten Person.')).toBeVisible();
  await expect(section.getByText(/Bestätigen kann jemand aus der Administration/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Löschung bestätigen' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
  // Nothing is erased yet.
  expect((await listings(page, request, staff, offer.termine[0].id)).rows.map((row) => row.email)).toContain(teacher.email);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, admin, personPage('administrator', teacher));
  await privacySection(adminPage).getByRole('button', { name: 'Löschung bestätigen' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Löschung endgültig bestätigen?' });
  await expect(confirm.getByText(/Das lässt sich nicht rückgängig machen/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(privacySection(adminPage).getByText(/sind gelöscht/)).toBeVisible();
  await adminContext.close();

  const after = await listings(page, request, staff, offer.termine[0].id);
  // The day's figures count the date's two bookings, before and after.
  expect(JSON.stringify(before.figures)).toMatch(/"anmeldungen":2\b/);
  expect(after.figures).toEqual(before.figures);
  // The booking stays, without name and address (the school is the school's, and stays for the figures).
  expect(after.rows.find((row) => row.uid === teacher.uid)).toMatchObject({ vorname: '', name: ERASED_PERSON_NAME, email: '' });
  expect(JSON.stringify(after.rows)).not.toContain(teacher.email);
  for (const gone of [teacher.name, teacher.email]) expect(after.cells).not.toContain(gone);
  expect(after.cells).toContain(ERASED_PERSON_NAME);
  await page.goto(`/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&q=${encodeURIComponent(teacher.email)}`);
  await expect(page.getByText('Keine Personen passen zu Ihrer Suche.')).toBeVisible();
});
