import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { PDFDocument } from 'pdf-lib';
import {
  account,
  addSessionCookie,
  confirmCancellation,
  createDate,
  createOffer,
  createUser,
  datesAhead,
  download,
  expectNoSeriousViolations,
  holdBackScript,
  notificationList,
  openSignedIn,
  section,
} from './support';

/**
 * A teacher of their own with one booking in each state the dashboard tells apart: admitted, on the
 * waiting list, waiting for approval, cancelled, attended (a past date) and enrolled in a course.
 */
async function teacherWithBookings(request: APIRequestContext) {
  const [admitted, waiting, approval, cancelled, attended, course] = await Promise.all([
    createDate(request, { inTagen: 20 }),
    createDate(request, { inTagen: 25 }),
    createDate(request, { inTagen: 30, genehmigungErforderlich: true }),
    createDate(request, { inTagen: 35 }),
    createDate(request, { inTagen: -20 }),
    createOffer(request, { vtyp: 'SLK' }),
  ]);
  const booking = (
    offer: typeof admitted,
    status: 'zugelassen' | 'warteliste' | 'wartet_auf_genehmigung' | 'storniert' | 'teilgenommen',
  ) => ({ vnr: offer.vnr, terminId: offer.termin.id, status });
  const user = await createUser(request, {
    anmeldungen: [
      booking(admitted, 'zugelassen'),
      booking(waiting, 'warteliste'),
      booking(approval, 'wartet_auf_genehmigung'),
      booking(cancelled, 'storniert'),
      booking(attended, 'teilgenommen'),
      { vnr: course.vnr, status: 'eingeschrieben' },
    ],
  });
  return { user, admitted, waiting, approval, cancelled, attended, course };
}

test('a signed-in screen opened by its address says that the portal is loading until the screen is there', async ({ page, request }) => {
  const user = await createUser(request);
  await addSessionCookie(page, user, '/iqsh/lehrkraft/dashboard');
  // The app's code is held back until the notice has been seen.
  const releaseApp = await holdBackScript(page, /\/assets\/take-over-[^/]+\.js$/);
  await page.goto('/iqsh/lehrkraft/dashboard');
  const loading = page.getByRole('status').filter({ hasText: 'Das Portal wird geladen' });
  await expect(loading).toBeVisible();
  releaseApp();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Fortbildungen' })).toBeVisible();
  await expect(account(page)).toBeVisible();
  await expect(loading).toBeHidden();
});

test('the dashboard tells each booking’s state and what happens next', async ({ page, request }) => {
  const { user, course } = await teacherWithBookings(request);
  await openSignedIn(page, user, '/iqsh/lehrkraft/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Fortbildungen' })).toBeVisible();
  const ahead = datesAhead(page);
  await expect(ahead.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(ahead.getByText('Warteliste, Platz 1', { exact: true })).toBeVisible();
  await expect(ahead.getByText('Wartet auf Genehmigung')).toBeVisible();
  await expect(ahead.getByText(/Ihre Schulleitung muss die Teilnahme noch genehmigen/)).toBeVisible();
  const courses = section(page, /^Selbstlernkurse/);
  await expect(courses.getByRole('link', { name: /Zur Lernplattform/ })).toHaveAttribute(
    'href',
    `https://lernplattform.example/kurs/${course.vnr.toLowerCase()}`,
  );
  const past = section(page, /^Vergangene und beendete Anmeldungen/);
  await expect(past.getByText('Teilgenommen', { exact: true })).toBeVisible();
  await expect(past.getByText('Storniert', { exact: true })).toBeVisible();
  // Each title leads to its offer in the role's own branch.
  await expect(ahead.getByRole('link').first()).toHaveAttribute('href', /^\/iqsh\/lehrkraft\/veranstaltungstermine\?vnr=IQ\d+$/);
});

test('a booking is cancelled after confirming, and moves to the ended ones', async ({ page, request }) => {
  const offer = await createDate(request, {}, { mandant: 'shibb' });
  const user = await createUser(request, {
    mandant: 'shibb',
    anmeldungen: [{ vnr: offer.vnr, terminId: offer.termin.id, status: 'zugelassen' }],
  });
  await openSignedIn(page, user, '/shibb/lehrkraft/dashboard');
  const ahead = datesAhead(page);
  const card = ahead.getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${offer.vnr}` });
  await card.getByRole('button', { name: /^Stornieren/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmeldung stornieren?' });
  await expect(dialog).toContainText(offer.titel);
  // The safe choice has the focus; Escape keeps the booking.
  await expect(dialog.getByRole('button', { name: 'Nicht stornieren' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(ahead.getByRole('heading', { name: offer.titel })).toBeVisible();

  await card.getByRole('button', { name: /^Stornieren/ }).click();
  await confirmCancellation(page);
  await expect(ahead.getByRole('heading', { name: offer.titel })).toHaveCount(0);
  const ended = section(page, /^Vergangene und beendete Anmeldungen/)
    .getByRole('listitem')
    .filter({ hasText: offer.vnr });
  await expect(ended.getByText('Storniert', { exact: true })).toBeVisible();
});

test('a notification is marked as read', async ({ page, request }) => {
  const { user } = await teacherWithBookings(request);
  await openSignedIn(page, user, '/iqsh/lehrkraft/dashboard');
  const panel = notificationList(page);
  const unread = async () => Number((await panel.getByRole('heading').textContent())?.match(/\((\d+) ungelesen\)/)?.[1] ?? 0);
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  await panel
    .getByRole('button', { name: /^Als gelesen markieren/ })
    .first()
    .click();
  await expect.poll(unread).toBe(before - 1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the dashboard has no serious or critical accessibility violation in ${scheme} mode`, async ({ page, request }) => {
    const { user } = await teacherWithBookings(request);
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await openSignedIn(page, user, '/iqsh/lehrkraft/dashboard');
    await expect(datesAhead(page).getByRole('listitem').first()).toBeVisible();
    await expect(notificationList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the calendar files and the confirmation of attendance download and read as such', async ({ page, request }) => {
  const { user, admitted, attended } = await teacherWithBookings(request);
  await openSignedIn(page, user, '/iqsh/lehrkraft/dashboard');
  const ahead = datesAhead(page);
  await expect(ahead.getByRole('listitem').first()).toBeVisible();
  const titles = (await ahead.getByRole('listitem').getByRole('heading').allTextContents()).map((title) => title.trim());
  expect(titles).toContain(admitted.titel);

  const all = await download(page, ahead.getByRole('button', { name: 'Alle Termine in den Kalender (.ics)' }));
  expect(all.name).toBe('fortbildungen.ics');
  const events = eventsOf(all.text);
  const summaries = events.map((event) => String(event.summary).replace(/ \(Teil \d+ von \d+\)$/, ''));
  expect(new Set(summaries)).toEqual(new Set(titles));
  for (const event of events) expect(event.end?.getTime()).toBeGreaterThan(event.start.getTime());

  const one = await download(
    page,
    ahead
      .getByRole('listitem')
      .filter({ hasText: admitted.vnr })
      .getByRole('button', { name: /^In den Kalender/ }),
  );
  expect(one.name).toBe(`fortbildung-${admitted.vnr}.ics`);
  expect(eventsOf(one.text).some((event) => String(event.summary).startsWith(admitted.titel))).toBe(true);

  const done = section(page, /^Vergangene und beendete Anmeldungen/)
    .getByRole('listitem')
    .filter({ hasText: attended.vnr });
  await expect(done.getByText('Teilgenommen', { exact: true })).toBeVisible();
  const certificate = await download(page, done.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }));
  expect(certificate.name).toBe(`teilnahmebestaetigung-${attended.vnr}.pdf`);
  const pdf = await PDFDocument.load(certificate.bytes);
  expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${attended.titel}`);
  expect(pdf.getSubject()).toContain(`${user.vorname} ${user.name} hat am`);
});

const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');

test('the school head approves a staff booking in a second browser; the teacher sees the decision', async ({ browser, page, request }) => {
  const offer = await createDate(request, { genehmigungErforderlich: true }, { mandant: 'shibb' });
  const head = await createUser(request, {
    mandant: 'shibb',
    rollen: ['schulleitung'],
    schulleitung: true,
  });
  const teacher = await createUser(request, {
    mandant: 'shibb',
    schule: head.dstnr,
    anmeldungen: [
      {
        vnr: offer.vnr,
        terminId: offer.termin.id,
        status: 'wartet_auf_genehmigung',
      },
    ],
  });
  await openSignedIn(page, teacher, '/shibb/lehrkraft/dashboard');
  await expect(datesAhead(page).getByRole('listitem').filter({ hasText: offer.vnr }).getByText('Wartet auf Genehmigung')).toBeVisible();

  const headContext = await browser.newContext();
  const headPage = await headContext.newPage();
  await openSignedIn(headPage, head, '/shibb/schulleitung/dashboard');
  const approvals = section(headPage, /^Genehmigungen/);
  const waiting = approvals.getByRole('listitem').filter({ hasText: offer.vnr }).filter({ hasText: teacher.name });
  // Refusing needs a reason: the dialog says so and keeps the booking waiting.
  await waiting.getByRole('button', { name: /^Ablehnen/ }).click();
  const dialog = headPage.getByRole('dialog', { name: 'Anmeldung ablehnen?' });
  await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte begründen Sie die Ablehnung.');
  await expect(dialog.getByRole('textbox', { name: 'Begründung' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await waiting.getByRole('button', { name: /^Genehmigen/ }).click();
  await expect(headPage.getByRole('status').filter({ hasText: 'Anmeldung genehmigt' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await headContext.close();

  await page.reload();
  // Twenty seats, none taken: approved means admitted.
  const decided = datesAhead(page).getByRole('listitem').filter({ hasText: offer.vnr });
  await expect(decided.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(notificationList(page).getByText(`„${offer.titel}“ hat jetzt den Status „zugelassen“`)).toBeVisible();
});
