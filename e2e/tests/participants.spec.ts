import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatShortDay } from '@fobu/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import {
  createDate,
  createOffer,
  createUser,
  download,
  emailsTo,
  expectNoSeriousViolations,
  notificationList,
  openPortal,
  openSignedIn,
  section,
  type TestUser,
  waitForEmail,
} from './support';

/*
 * The organisers' work with the people who booked a date (docs/participants.md), in the portal
 * against the reference back end: each test makes its own organiser, date and participants.
 */

/** The date's participant list as its staff open it from the date search. */
const participantList = (termin: number, role = 'veranstaltungsleiter') => `/iqsh/${role}/veranstaltungsterminsuche?termin=${termin}`;

/** An organiser of their own, leading a date that began `beginntInMinuten` ago (negative) or begins then. */
async function organiserWithDate(request: APIRequestContext, date: { beginntInMinuten?: number; plaetze?: number; sitzungen?: number }) {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olaf' });
  const offer = await createDate(request, { wartelistePlaetze: 3, ...date }, { leitung: organiser.uid, titel: 'Teilnehmende' });
  return { organiser, offer, termin: offer.termin.id };
}

/** A participant of their own with a booking of the date in the given state. */
const participant = (
  request: APIRequestContext,
  offer: { vnr: string; termin: { id: number } },
  vorname: string,
  status: 'zugelassen' | 'warteliste',
) => createUser(request, { vorname, anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status }] });

/** The list's row actions and groups name a person „Name, Vorname“. */
const listName = (user: TestUser) => `${user.name}, ${user.vorname}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test(
  'the organiser admits someone from the waiting list at the door, records attendance, and the participant downloads a confirmation naming the date',
  { tag: '@bff' },
  async ({ browser, page, request }) => {
    const { organiser, offer, termin } = await organiserWithDate(request, { beginntInMinuten: -20, plaetze: 2 });
    const present = await participant(request, offer, 'Paula', 'zugelassen');
    const waiting = await participant(request, offer, 'Wiebke', 'warteliste');

    await openSignedIn(page, organiser, participantList(termin));
    await expect(page.getByRole('heading', { level: 1, name: `Teilnehmende: ${offer.titel}` })).toBeVisible();
    await page.getByRole('button', { name: `Zulassen: ${listName(waiting)}` }).click();
    await expect(toast(page, `Frau ${waiting.name} ist zugelassen und wurde benachrichtigt.`)).toBeVisible();

    // The person admitted sees it on their dashboard.
    const waitingContext = await browser.newContext();
    const waitingPage = await waitingContext.newPage();
    await openSignedIn(waitingPage, waiting, '/iqsh/lehrkraft/dashboard');
    await expect(notificationList(waitingPage).getByText(/hat jetzt den Status „zugelassen“/)).toBeVisible();

    await page.getByRole('link', { name: 'Anwesenheit erfassen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Anwesenheit: ${offer.titel}` })).toBeVisible();
    await page.getByRole('button', { name: 'Alle anwesend' }).click();
    await page
      .getByRole('group', { name: listName(present) })
      .getByRole('radio', { name: 'Entschuldigt' })
      .check();
    await page.getByRole('button', { name: 'Anwesenheit speichern' }).click();
    await expect(toast(page, 'Die Anwesenheit ist gespeichert.')).toBeVisible();
    await expect(page.getByRole('group', { name: listName(waiting) }).getByRole('radio', { name: 'Teilgenommen' })).toBeChecked();

    await waitingPage.reload();
    const done = section(waitingPage, /^Vergangene und beendete Anmeldungen/)
      .getByRole('listitem')
      .filter({ hasText: offer.vnr });
    await expect(done.getByText('Teilgenommen', { exact: true })).toBeVisible();
    const certificate = await download(waitingPage, done.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }));
    const pdf = await PDFDocument.load(certificate.bytes);
    expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${offer.titel}`);
    expect(pdf.getSubject()).toMatch(
      new RegExp(`^Frau ${waiting.vorname} ${waiting.name} hat (am|vom) ${formatShortDay(offer.termin.beginn).replace(/\./g, '\\.')}`),
    );
    expect(pdf.getSubject()).toContain(`an der Fortbildung „${offer.titel}“`);
    await waitingContext.close();
  },
);

test('a message reaches the chosen participants as a notification and as an e-mail with its unsubscribe link', async ({
  browser,
  page,
  request,
}) => {
  const { organiser, offer, termin } = await organiserWithDate(request, { plaetze: 1 });
  const admitted = await participant(request, offer, 'Anke', 'zugelassen');
  const waiting = await participant(request, offer, 'Wenke', 'warteliste');

  await openSignedIn(page, organiser, participantList(termin));
  await page.getByRole('button', { name: 'Nachricht schreiben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nachricht schreiben' });
  await dialog.getByRole('radio', { name: /^Alle Zugelassenen \(1\)$/ }).check();
  await dialog.getByRole('textbox', { name: 'Betreff' }).fill('Raumänderung');
  await dialog.getByRole('textbox', { name: 'Nachricht' }).fill('Wir treffen uns in Raum 204, zweiter Stock.');
  await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toast(page, 'Nachricht an 1 Person gesendet, 1 davon auch per E-Mail.')).toBeVisible();

  const email = await waitForEmail(request, admitted.email, (mail) => mail.betreff.endsWith('Raumänderung'));
  expect(email.von).toBe('IQSH Fortbildungsportal <fortbildung@iqsh.example>');
  expect(email.text).toContain('Wir treffen uns in Raum 204, zweiter Stock.');
  expect(email.text).toMatch(new RegExp(`/unsubscribe/${admitted.uid}\\?token=\\d+\\.[\\w-]+`));

  const admittedContext = await browser.newContext();
  const admittedPage = await admittedContext.newPage();
  await openSignedIn(admittedPage, admitted, '/iqsh/lehrkraft/dashboard');
  await expect(notificationList(admittedPage).getByText('Wir treffen uns in Raum 204, zweiter Stock.')).toBeVisible();
  await admittedContext.close();
  // The waiting list was not chosen: by the time the chosen person's e-mail is there, the sweep has passed every row.
  expect((await emailsTo(request, waiting.email)).filter((mail) => mail.betreff.endsWith('Raumänderung'))).toEqual([]);
});

test('the list filters in the URL, downloads as an Excel workbook of its rows and as a sign-in sheet', async ({ page, request }) => {
  const { organiser, offer, termin } = await organiserWithDate(request, { plaetze: 2 });
  const admitted = await participant(request, offer, 'Almut', 'zugelassen');
  const waiting = await participant(request, offer, 'Wilma', 'warteliste');

  await openSignedIn(page, organiser, participantList(termin));
  await page.getByRole('combobox', { name: 'Stand' }).selectOption({ label: 'Warteliste (1)' });
  await expect(page).toHaveURL(/stand=warteliste/);
  await expect(page.getByRole('button', { name: `Zulassen: ${listName(waiting)}` })).toBeVisible();
  await expect(page.getByText(listName(admitted))).toHaveCount(0);

  const workbookFile = await download(page, page.getByRole('button', { name: 'Teilnehmendenliste (Excel)' }));
  expect(workbookFile.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  // exceljs loads from an ArrayBuffer.
  await workbook.xlsx.load(new Uint8Array(workbookFile.bytes).buffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Vorname', 'Name', 'Stand', 'Angemeldet am']));
  const column = (title: string) => header.indexOf(title) + 1;
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  expect(rows.map((row) => `${row.getCell(column('Vorname')).value} ${row.getCell(column('Stand')).value}`).sort()).toEqual(
    [`${admitted.vorname} Zugelassen`, `${waiting.vorname} Warteliste`].sort(),
  );
  expect(rows[0].getCell(column('Angemeldet am')).value).toBeInstanceOf(Date);

  const sheetFile = await download(page, page.getByRole('button', { name: 'Unterschriftenliste (PDF)' }));
  const pdf = await PDFDocument.load(sheetFile.bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
});

test('another organiser sees no list of this date; quality control reads it and changes nothing', async ({ browser, page, request }) => {
  const { offer, termin } = await organiserWithDate(request, { plaetze: 1 });
  const waiting = await participant(request, offer, 'Wanda', 'warteliste');
  const other = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  await openSignedIn(page, other, participantList(termin));
  await expect(page.getByRole('heading', { name: 'Teilnehmende nicht verfügbar' })).toBeVisible();
  await expect(page.getByText(listName(waiting))).toHaveCount(0);

  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await openSignedIn(reviewerPage, reviewer, participantList(termin, 'qualitaetskontrolle'));
  await expect(reviewerPage.getByRole('heading', { level: 1, name: `Teilnehmende: ${offer.titel}` })).toBeVisible();
  await expect(reviewerPage.getByText(listName(waiting))).toBeVisible();
  await expect(reviewerPage.getByRole('button', { name: /^(Zulassen|Entfernen|Umbuchen|Für die Person stornieren):/ })).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: 'Nachricht schreiben' })).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: 'Teilnehmendenliste (Excel)' })).toBeVisible();
  await reviewerContext.close();
});

test('a person moves to another date of the offer with a free seat, and is told', async ({ page, request }) => {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Umbuchung', termine: [{ inTagen: 20 }, { inTagen: 27 }] });
  const [first, second] = offer.termine;
  const mover = await createUser(request, { vorname: 'Mira', anmeldungen: [{ vnr: offer.vnr, terminId: first.id, status: 'zugelassen' }] });

  await openSignedIn(page, organiser, participantList(first.id));
  await page.getByRole('button', { name: `Umbuchen: ${listName(mover)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Frau ${mover.name} umbuchen` });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('textbox', { name: 'Begründung' }).fill('Auf Ihren Wunsch.');
  await dialog.getByRole('button', { name: 'Umbuchen' }).click();
  await expect(toast(page, `Frau ${mover.name} ist auf den Termin am`)).toBeVisible();
  await expect(page.getByText(listName(mover))).toHaveCount(0);

  await openPortal(page, participantList(second.id));
  await expect(page.getByRole('button', { name: `Umbuchen: ${listName(mover)}` })).toBeVisible();
  await waitForEmail(request, mover.email, (mail) => mail.text.includes('umgebucht') && mail.text.includes('Auf Ihren Wunsch.'));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the participant list, its message dialog and the attendance have no serious accessibility violation in ${scheme} mode`, async ({
    page,
    request,
  }) => {
    const { organiser, offer, termin } = await organiserWithDate(request, { beginntInMinuten: -10, plaetze: 2 });
    await participant(request, offer, 'Alma', 'zugelassen');
    await participant(request, offer, 'Wally', 'warteliste');
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openSignedIn(page, organiser, participantList(termin));
    await expect(page.getByRole('button', { name: /^Zulassen: / })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Nachricht schreiben' }).click();
    await expect(page.getByRole('dialog', { name: 'Nachricht schreiben' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Anwesenheit erfassen' }).click();
    await expect(page.getByRole('button', { name: 'Alle anwesend' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
