import { expect, test, type Page } from '@playwright/test';
import { browserWithCamera, createDate, createUser, expectNoSeriousViolations, openSignedIn, qrVideo, type TestUser } from './support';

/*
 * Check-in at the door (docs/participants.md): the participant's QR code from their dashboard,
 * read by the organiser's camera (Chromium's fake camera showing a video of that code; Chromium on
 * Linux has no BarcodeDetector, so the portal's own ZXing decoder reads it), and by name when the
 * connection is gone.
 */

const doorOf = (termin: number) => `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${termin}&terminansicht=einlass`;
/** A button's name with what it concerns, read after a colon (`Einlassen: Frieda Meyer`). */
const withContext = (action: string, about: string) => new RegExp(`^${action}\\s*:\\s*${about}$`);
const result = (page: Page) => page.getByRole('status', { name: 'Einlass-Ergebnis' });

/** The text of a participant's check-in code, as their dashboard draws it with the QR service. */
async function codeOnDashboard(page: Page, person: TestUser, titel: string): Promise<string> {
  await openSignedIn(page, person, '/iqsh/lehrkraft/dashboard');
  await page.getByRole('button', { name: withContext('Einlass-Code zeigen', titel) }).click();
  const image = page.getByRole('dialog', { name: 'Einlass-Code' }).getByRole('img', { name: /^QR-Code für den Einlass zu/ });
  const code = new URL((await image.getAttribute('src'))!).searchParams.get('data');
  expect(code).toMatch(/^FOBU-EINLASS\.\d+\.\d+\.[\w-]+$/);
  return code!;
}

/** The door's page in a browser whose camera shows `code`, signed in as the date's organiser. */
async function doorWithCamera(organiser: TestUser, termin: number, code: string, name: string) {
  const door = await browserWithCamera(qrVideo(code, name));
  const page = await door.context.newPage();
  await openSignedIn(page, organiser, doorOf(termin));
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  return { page, close: () => door.browser.close() };
}

test('a code read by the camera lets the person in once; a second scan says since when', async ({ page, request }) => {
  // Two sign-ins and a browser of its own (the fake camera is a launch flag): more than a page test's minute on a loaded machine.
  test.slow();
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  // Begins in a quarter of an hour: the doors are open (from two hours before), and the participant
  // has a code at any time of day. One that began a quarter of an hour ago had none between
  // midnight and a quarter past (a code lasts to the end of its date's first day, in German time).
  const offer = await createDate(request, { beginntInMinuten: 15 }, { leitung: organiser.uid, titel: 'Einlass' });
  const guest = await createUser(request, {
    vorname: 'Greta',
    anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'zugelassen' }],
  });
  const code = await codeOnDashboard(page, guest, offer.titel);

  const door = await doorWithCamera(organiser, offer.termin.id, code, 'einlass-code');
  try {
    await expect(door.page.getByRole('heading', { level: 1, name: `Einlass: ${offer.titel}` })).toBeVisible();
    await expect(result(door.page)).toContainText('Eingelassen');
    await expect(result(door.page)).toContainText(`${guest.vorname} ${guest.name}`);
    // The same code again: the door reads it once more when asked to go on.
    await door.page.getByRole('button', { name: 'Weiter' }).click();
    await expect(result(door.page)).toContainText(/Bereits eingelassen um \d\d:\d\d Uhr/);
  } finally {
    await door.close();
  }
});

test('a code whose signature is forged is refused', async ({ request }) => {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createDate(request, { beginntInMinuten: -15 }, { leitung: organiser.uid, titel: 'Einlass' });
  // The form of a real code, for this date, with a signature nobody made.
  const forged = `FOBU-EINLASS.${offer.termin.id}.1.${'A'.repeat(43)}`;
  const door = await doorWithCamera(organiser, offer.termin.id, forged, 'gefaelscht');
  try {
    await expect(result(door.page)).toContainText('Ungültiger QR-Code');
  } finally {
    await door.close();
  }
});

test.describe('without a connection', () => {
  // As in the field, with the service worker that keeps the app offline (the other tests block it).
  test.use({ serviceWorkers: 'allow' });

  test('check-ins made without a connection are kept and sent when it is back, each counted once', async ({ context, page, request }) => {
    const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
    const offer = await createDate(request, { beginntInMinuten: -5 }, { leitung: organiser.uid, titel: 'Offline-Einlass' });
    const booked = (vorname: string) =>
      createUser(request, { vorname, anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'zugelassen' }] });
    const first = await booked('Frieda');
    const second = await booked('Svea');

    await openSignedIn(page, organiser, doorOf(offer.termin.id));
    const byName = page.getByRole('searchbox', { name: 'Name' });
    // The door has the date's people before the connection goes.
    await byName.fill(first.name);
    await expect(page.getByRole('button', { name: withContext('Einlassen', `${first.vorname} ${first.name}`) })).toBeVisible();

    await context.setOffline(true);
    for (const person of [first, second]) {
      await byName.fill(person.name);
      await page.getByRole('button', { name: withContext('Einlassen', `${person.vorname} ${person.name}`) }).click();
      await expect(result(page)).toContainText('Vorläufig eingelassen');
    }
    // Whoever is in, if only provisionally, is not let in a second time.
    await byName.fill(first.name);
    await expect(page.getByRole('listitem').filter({ hasText: first.name })).toContainText(/Vorläufig eingelassen um \d\d:\d\d Uhr/);
    await expect(page.getByRole('button', { name: withContext('Einlassen', `${first.vorname} ${first.name}`) })).toHaveCount(0);
    await expect(page.getByText('2 Einlässe warten auf die Verbindung.')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/Einl(ass|ässe) warte/)).toHaveCount(0);
    await page.getByRole('link', { name: '← Zur Teilnehmendenliste' }).click();
    await page.getByRole('link', { name: 'Anwesenheit erfassen' }).click();
    for (const person of [first, second]) {
      await expect(
        page.getByRole('group', { name: `${person.name}, ${person.vorname}` }).getByRole('radio', { name: 'Teilgenommen' }),
      ).toBeChecked();
    }
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the door and the participant's code have no serious accessibility violation in ${scheme} mode`, async ({
    browser,
    page,
    request,
  }) => {
    const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
    const offer = await createDate(request, { beginntInMinuten: 60 }, { leitung: organiser.uid, titel: 'Einlass' });
    const guest = await createUser(request, { anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'zugelassen' }] });
    const dark = (page: Page) => page.addInitScript((on) => localStorage.setItem('darkMode', String(on)), scheme === 'dark');
    await dark(page);
    await codeOnDashboard(page, guest, offer.titel);
    await expectNoSeriousViolations(page);

    const doorPage = await (await browser.newContext()).newPage();
    await dark(doorPage);
    await openSignedIn(doorPage, organiser, doorOf(offer.termin.id));
    await expect(doorPage.getByRole('button', { name: 'Kamera starten' })).toBeVisible();
    await expectNoSeriousViolations(doorPage);
    await doorPage.context().close();
  });
}
