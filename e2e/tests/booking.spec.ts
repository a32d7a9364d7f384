import { formatShortDay, type BookingRole } from '@fobu/domain';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import {
  bookOpenDate,
  confirmCancellation,
  createDate,
  createOffer,
  createUser,
  datesAhead,
  notificationList,
  openSignedIn,
  section,
  type TestOffer,
} from './support';

/** The offer's page in the role's branch. */
const offerPath = (role: BookingRole, offer: TestOffer) => `/iqsh/${role}/veranstaltungstermine?vnr=${offer.vnr}`;

test(
  'a freed seat goes to the first on the waiting list, who sees it on the dashboard and is told',
  { tag: '@bff' },
  async ({ browser, page, request }) => {
    // One seat and a waiting list, still cancellable.
    const offer = await createDate(request, { plaetze: 1, wartelistePlaetze: 2 });
    const [first, second] = await Promise.all([createUser(request, { rollen: ['liv'] }), createUser(request, { rollen: ['mitarbeiter'] })]);

    await openSignedIn(page, first, offerPath('liv', offer));
    expect(await bookOpenDate(page, offer.termin.beginn)).toBe('Sie sind angemeldet');
    const secondContext = await browser.newContext();
    const waitingPage = await secondContext.newPage();
    await openSignedIn(waitingPage, second, offerPath('mitarbeiter', offer));
    expect(await bookOpenDate(waitingPage, offer.termin.beginn)).toBe('Sie stehen auf der Warteliste, Platz 1');
    await waitingPage.goto('/iqsh/mitarbeiter/dashboard');
    const waiting = datesAhead(waitingPage)
      .getByRole('listitem')
      .filter({ hasText: `Veranstaltungsnummer ${offer.vnr}` });
    await expect(waiting.getByText('Warteliste, Platz 1', { exact: true })).toBeVisible();

    await page.goto('/iqsh/liv/dashboard');
    const held = datesAhead(page)
      .getByRole('listitem')
      .filter({ hasText: `Veranstaltungsnummer ${offer.vnr}` });
    await expect(held.getByText('Zugelassen', { exact: true })).toBeVisible();
    await held.getByRole('button', { name: /^Stornieren/ }).click();
    await confirmCancellation(page);

    await waitingPage.reload();
    await expect(waiting.getByText('Zugelassen', { exact: true })).toBeVisible();
    await expect(waiting).toContainText('Ihr Platz ist sicher.');
    await expect(
      notificationList(waitingPage)
        .getByText(`„${offer.titel}“ hat jetzt den Status „zugelassen“`, {
          exact: false,
        })
        .first(),
    ).toBeVisible();
    await secondContext.close();
  },
);

test('a date past its cancellation deadline is booked with a warning and cannot be cancelled; the dashboard says why', async ({
  page,
  request,
}) => {
  // Booking closes three days before a date, cancelling seven days before: five days ahead is in between.
  const offer = await createDate(request, { inTagen: 5 });
  const user = await createUser(request, { rollen: ['schulbegleiter'] });
  await openSignedIn(page, user, offerPath('schulbegleiter', offer));
  await page.getByRole('region', { name: 'Termine' }).getByRole('button', { name: 'Anmelden', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verbindlich anmelden?' });
  await expect(dialog).toContainText(
    `Die Stornofrist ist am ${formatShortDay(offer.termin.stornofrist)} abgelaufen: Nach der Anmeldung können Sie nicht mehr selbst stornieren.`,
  );
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Fertig' }).click();

  await page.goto('/iqsh/schulbegleiter/dashboard');
  const booked = datesAhead(page)
    .getByRole('listitem')
    .filter({ hasText: `Veranstaltungsnummer ${offer.vnr}` });
  await expect(booked.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(booked).toContainText(
    `Die Stornofrist ist am ${formatShortDay(offer.termin.stornofrist)} abgelaufen; sind Sie verhindert, sagen Sie bitte der Veranstaltungsleitung Bescheid.`,
  );
  await expect(booked.getByRole('button', { name: /^Stornieren/ })).toHaveCount(0);
});

test('a course that leaves the finish to its participants is marked finished, and its confirmation downloads', async ({
  page,
  request,
}) => {
  const course = await createOffer(request, {
    vtyp: 'SLK',
    selbstabschluss: true,
  });
  const user = await createUser(request, { rollen: ['sonstige'] });

  await openSignedIn(page, user, `/iqsh/sonstige/selbstlernkurse?vnr=${course.vnr}`);
  await expect(page.getByText('melden Sie den Kurs unter „Meine Fortbildungen“ selbst als abgeschlossen')).toBeVisible();
  await page.getByRole('button', { name: 'Einschreiben' }).click();
  await page.getByRole('dialog', { name: 'In den Kurs einschreiben?' }).getByRole('button', { name: 'Einschreiben' }).click();
  await expect(page.getByText('Sie sind eingeschrieben.')).toBeVisible();

  await page.goto('/iqsh/sonstige/dashboard');
  const card = section(page, /^Selbstlernkurse/)
    .getByRole('listitem')
    .filter({ hasText: `Veranstaltungsnummer ${course.vnr}` });
  await expect(card).toContainText('Haben Sie alle Module bearbeitet, melden Sie ihn hier als abgeschlossen.');
  await card.getByRole('button', { name: /^Als abgeschlossen melden/ }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Kurs als abgeschlossen melden?',
  });
  await expect(dialog.getByRole('button', { name: 'Noch nicht' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Abschließen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kurs abgeschlossen' })).toBeVisible();
  await expect(card.getByText('Abgeschlossen', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Als abgeschlossen melden/ })).toHaveCount(0);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }).click(),
  ]);
  const pdf = await PDFDocument.load(await readFile((await file.path())!));
  expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${course.titel}`);
  expect(pdf.getSubject()).toContain(
    `${user.vorname} ${user.name} hat den Selbstlernkurs „${course.titel}“ (Veranstaltungsnummer ${course.vnr}) im Umfang von`,
  );
});

test('notification kinds are switched off and on, stay so, and a booking with status changes off writes no notification', async ({
  page,
  request,
}) => {
  const [offer, user] = await Promise.all([createDate(request), createUser(request, { rollen: ['schultraeger'] })]);
  // The switches are in the settings view (docs/people-and-settings.md), the list stays on the dashboard.
  await openSignedIn(page, user, '/iqsh/schultraeger/dashboard?ansicht=einstellungen');
  const settings = section(page, /^Benachrichtigungen$/);
  const statusChanges = settings.getByRole('checkbox', {
    name: 'Änderungen meiner Anmeldungen',
  });
  const reminders = settings.getByRole('checkbox', {
    name: 'Erinnerung vor einem Termin',
  });
  // A new user hears of everything.
  await expect(statusChanges).toBeChecked();
  await expect(reminders).toBeChecked();
  // Only the school head is asked about approvals.
  await expect(
    settings.getByRole('checkbox', {
      name: 'Anmeldungen, die meine Genehmigung brauchen',
    }),
  ).toHaveCount(0);
  await statusChanges.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Änderungen meiner Anmeldungen aus.');
  await reminders.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Erinnerung vor einem Termin aus.');
  await page.reload();
  await expect(statusChanges).not.toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(
    settings.getByRole('checkbox', {
      name: 'Benachrichtigungen auch per E-Mail erhalten',
    }),
  ).toBeChecked();

  await page.goto(offerPath('schultraeger', offer));
  await bookOpenDate(page, offer.termin.beginn);
  await page.goto('/iqsh/schultraeger/dashboard');
  await expect(
    datesAhead(page)
      .getByRole('listitem')
      .filter({ hasText: `Veranstaltungsnummer ${offer.vnr}` }),
  ).toBeVisible();
  // Counted once the list has loaded, so that "none" is not just "not yet".
  await expect(notificationList(page).getByText('Sie haben keine Benachrichtigungen.')).toBeVisible();

  await notificationList(page).getByRole('link', { name: 'Benachrichtigungen einstellen' }).click();
  await statusChanges.check();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Änderungen meiner Anmeldungen an.');
});
