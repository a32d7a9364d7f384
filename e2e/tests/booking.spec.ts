import type { AngebotDetail, AngebotSummary, TerminSearchItem } from '@fobu/api-contract';
import { formatDay, formatShortDay } from '@fobu/domain';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { offsetDay } from './support/days';
import { bookableFor, formsGet } from './support/forms-api';
import { datesAhead, notificationList, section } from './support/dashboard';
import { signIn } from './support/sign-in';


/** Opens the date's offer in the role's branch. */
const offerPath = (user: string, termin: TerminSearchItem) => `/iqsh/${user.split('.')[0]}/veranstaltungstermine?vnr=${termin.vnr}`;

/** Books the date on its open offer page and answers the dialog's title. */
async function bookOpenDate(page: Page, termin: TerminSearchItem): Promise<string> {
  const card = page.getByRole('region', { name: 'Termine' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${formatDay(termin.beginn)}`) }) });
  await card.getByRole('button', { name: /^(Anmelden|Auf die Warteliste)$/ }).click();
  await page.getByRole('dialog', { name: 'Verbindlich anmelden?' }).getByRole('button', { name: 'Anmelden' }).click();
  const answer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Fertig' }) });
  await expect(answer).toBeVisible();
  const title = (await answer.getByRole('heading').first().textContent())!.trim();
  await answer.getByRole('button', { name: 'Fertig' }).click();
  return title;
}

test('a freed seat goes to the first on the waiting list, who sees it on the dashboard and is told', async ({ browser, page, request }) => {
  // The last seat of a date with an empty waiting list, open to both people's roles, still cancellable.
  const [termin] = (await bookableFor(request, ['liv', 'mitarbeiter'])).filter(
    (candidate) => candidate.freiePlaetze === 1 && candidate.warteliste === 0 && candidate.wartelistePlaetze > 0 && !candidate.genehmigungErforderlich && Date.parse(candidate.stornofrist) > Date.now(),
  );
  expect(termin, 'the seed has a date with one seat left and an empty waiting list').toBeDefined();

  await signIn(page, 'liv.iqsh', offerPath('liv.iqsh', termin));
  expect(await bookOpenDate(page, termin)).toBe('Sie sind angemeldet');
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signIn(second, 'mitarbeiter.iqsh', offerPath('mitarbeiter.iqsh', termin));
  expect(await bookOpenDate(second, termin)).toBe('Sie stehen auf der Warteliste, Platz 1');
  await second.goto('/iqsh/mitarbeiter/dashboard');
  const waiting = datesAhead(second).getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` });
  await expect(waiting.getByText('Warteliste, Platz 1', { exact: true })).toBeVisible();

  await page.goto('/iqsh/liv/dashboard');
  const held = datesAhead(page).getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` }).filter({ hasText: 'Zugelassen' });
  await held.getByRole('button', { name: /^Stornieren/ }).click();
  await page.getByRole('dialog', { name: 'Anmeldung stornieren?' }).getByRole('button', { name: 'Stornieren', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anmeldung storniert' })).toBeVisible();

  await second.reload();
  await expect(waiting.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(waiting).toContainText('Ihr Platz ist sicher.');
  await expect(notificationList(second).getByText(`„${termin.titel}“ hat jetzt den Status „zugelassen“`, { exact: false }).first()).toBeVisible();
  await secondContext.close();
});

test('a date past its cancellation deadline is booked with a warning and cannot be cancelled; the dashboard says why', async ({ page, request }) => {
  // Booking closes three days before a date, cancelling seven days before: a date in between.
  // A retry takes the next such date: the first attempt may have booked this one.
  const termin = (await bookableFor(request, ['schulbegleiter'], { von: offsetDay(0), bis: offsetDay(7) })).filter(
    (candidate) => Date.parse(candidate.stornofrist) < Date.now() && candidate.freiePlaetze > 0 && !candidate.genehmigungErforderlich,
  )[test.info().retry];
  expect(termin, 'the seed has a date in its last week before the booking deadline').toBeDefined();
  await signIn(page, 'schulbegleiter.iqsh', `/iqsh/schulbegleiter/veranstaltungstermine?vnr=${termin.vnr}`);
  const card = page.getByRole('region', { name: 'Termine' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${formatDay(termin.beginn)}`) }) });
  await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verbindlich anmelden?' });
  await expect(dialog).toContainText(`Die Stornofrist ist am ${formatShortDay(termin.stornofrist)} abgelaufen: Nach der Anmeldung können Sie nicht mehr selbst stornieren.`);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Fertig' }).click();

  await page.goto('/iqsh/schulbegleiter/dashboard');
  const booked = datesAhead(page).getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` });
  await expect(booked.getByText('Zugelassen', { exact: true })).toBeVisible();
  await expect(booked).toContainText(`Die Stornofrist ist am ${formatShortDay(termin.stornofrist)} abgelaufen; sind Sie verhindert, sagen Sie bitte der Veranstaltungsleitung Bescheid.`);
  await expect(booked.getByRole('button', { name: /^Stornieren/ })).toHaveCount(0);
});

test('a course that leaves the finish to its participants is marked finished, and its confirmation downloads', async ({ page, request }) => {
  const courses = await formsGet<{ items: AngebotSummary[] }>(request, '/api/v1/angebote', { mandant: 'iqsh', vtyp: 'SLK', zielgruppe: 'sonstige', pageSize: 20 });
  const details = await Promise.all(courses.items.map(({ vnr }) => formsGet<AngebotDetail>(request, `/api/v1/angebote/${vnr}`)));
  // A retry takes the next such course: the first attempt may have enrolled in this one.
  const course = details.filter((detail) => detail.selbstabschluss)[test.info().retry];
  expect(course, 'the seed has a course for "sonstige" that participants finish themselves').toBeDefined();

  await signIn(page, 'sonstige.iqsh', `/iqsh/sonstige/selbstlernkurse?vnr=${course!.vnr}`);
  await expect(page.getByText('melden Sie den Kurs unter „Meine Fortbildungen“ selbst als abgeschlossen')).toBeVisible();
  await page.getByRole('button', { name: 'Einschreiben' }).click();
  await page.getByRole('dialog', { name: 'In den Kurs einschreiben?' }).getByRole('button', { name: 'Einschreiben' }).click();
  await expect(page.getByText('Sie sind eingeschrieben.')).toBeVisible();

  await page.goto('/iqsh/sonstige/dashboard');
  const card = section(page, /^Selbstlernkurse/).getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${course!.vnr}` });
  await expect(card).toContainText('Haben Sie alle Module bearbeitet, melden Sie ihn hier als abgeschlossen.');
  await card.getByRole('button', { name: /^Als abgeschlossen melden/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurs als abgeschlossen melden?' });
  await expect(dialog.getByRole('button', { name: 'Noch nicht' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Abschließen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kurs abgeschlossen' })).toBeVisible();
  await expect(card.getByText('Abgeschlossen', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Als abgeschlossen melden/ })).toHaveCount(0);

  const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }).click()]);
  const pdf = await PDFDocument.load(await readFile((await file.path())!));
  expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${course!.titel}`);
  expect(pdf.getSubject()).toMatch(/hat den Selbstlernkurs „.+“ \(Veranstaltungsnummer IQ\d+\) im Umfang von [\d,]+ Stunden abgeschlossen\.$/);
});

test('notification kinds are switched off and on, stay so, and a booking with status changes off writes no notification', async ({ page, request }) => {
  await signIn(page, 'schultraeger.iqsh', '/iqsh/schultraeger/dashboard');
  // A date this person has not booked yet (a retry finds the first attempt's booking).
  await expect(datesAhead(page)).toBeVisible();
  const booked = (await datesAhead(page).getByRole('listitem').allTextContents()).join(' ');
  const [termin] = (await bookableFor(request, ['schultraeger'])).filter(
    (candidate) => candidate.freiePlaetze > 2 && !candidate.genehmigungErforderlich && !booked.includes(candidate.vnr),
  );
  const settings = section(page, /^Benachrichtigungen einstellen$/);
  const statusChanges = settings.getByRole('checkbox', { name: 'Änderungen meiner Anmeldungen' });
  const reminders = settings.getByRole('checkbox', { name: 'Erinnerung vor einem Termin' });
  // Both on to begin with, also when a first attempt left them off.
  for (const [box, label] of [[statusChanges, 'Änderungen meiner Anmeldungen'], [reminders, 'Erinnerung vor einem Termin']] as const) {
    await expect(box).toBeEnabled();
    if (!(await box.isChecked())) {
      await box.check();
      await expect(settings.getByRole('status')).toHaveText(`Gespeichert: ${label} an.`);
    }
  }
  // Only the school head is asked about approvals.
  await expect(settings.getByRole('checkbox', { name: 'Anmeldungen, die meine Genehmigung brauchen' })).toHaveCount(0);
  await statusChanges.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Änderungen meiner Anmeldungen aus.');
  await reminders.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Erinnerung vor einem Termin aus.');
  await page.reload();
  await expect(statusChanges).not.toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Benachrichtigungen auch per E-Mail erhalten' })).toBeChecked();

  await page.goto(offerPath('schultraeger.iqsh', termin));
  await bookOpenDate(page, termin);
  await page.goto('/iqsh/schultraeger/dashboard');
  await expect(datesAhead(page).getByRole('listitem').filter({ hasText: `Veranstaltungsnummer ${termin.vnr}` })).toBeVisible();
  // Counted once the list has loaded, so that "none" is not just "not yet".
  await expect(notificationList(page).getByRole('listitem').first().or(notificationList(page).getByText('Sie haben keine Benachrichtigungen.'))).toBeVisible();
  await expect(notificationList(page).getByText(`„${termin.titel}“`, { exact: false })).toHaveCount(0);

  await statusChanges.check();
  await expect(settings.getByRole('status')).toHaveText('Gespeichert: Änderungen meiner Anmeldungen an.');
});
