import { expect, test, type Page } from '@playwright/test';
import { bookOpenDate, createOffer, createUser, expectDialogAccessibleInBothSchemes, notificationList, openSignedIn } from './support';

/*
 * Acting for a person on their page (issue 41, docs/people-and-settings.md, "Acting for a person on
 * their page"): a clerk finds a teacher by their school, sees the booking the teacher made in a
 * browser of their own, cancels it on the teacher's behalf with a reason, and the teacher reads it.
 */

const searchField = (page: Page) => page.getByLabel('Name, E-Mail-Adresse oder Schule');

test('a clerk finds a teacher by school, cancels their booking for them with a reason, and the teacher reads it', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, and axe in light and dark mode on the dialogs.
  test.slow();
  const clerk = await createUser(request, { rollen: ['verwaltung'], vorname: 'Vera' });
  const offer = await createOffer(request, { titel: 'Für die Person handeln', termine: [{ inTagen: 20 }] });
  const [date] = offer.termine;
  const teacher = await createUser(request, { vorname: 'Tilda' });

  // The teacher books in a browser of their own.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, `/iqsh/lehrkraft/veranstaltungstermine?vnr=${offer.vnr}`);
  await bookOpenDate(teacherPage, date.beginn);

  // The clerk finds the teacher by the school's name (a fixture user's school is named after them).
  await openSignedIn(page, clerk, '/iqsh/verwaltung/veranstaltungssuche?ansicht=personen');
  await searchField(page).fill(`Gemeinschaftsschule ${teacher.name}`);
  await searchField(page).press('Enter');
  await page.getByRole('link', { name: `${teacher.name}, ${teacher.vorname}` }).click();
  const bookings = page.getByRole('region', { name: 'Anmeldungen' });
  await expect(bookings.getByText(offer.titel)).toBeVisible();

  await bookings.getByRole('button', { name: `Für die Person stornieren: ${offer.titel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Für ${teacher.vorname} ${teacher.name} stornieren?` });
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(dialog.getByText('Fehler: Bitte geben Sie eine Begründung an')).toBeVisible();
  await expectDialogAccessibleInBothSchemes(page);
  const reason = 'Frau Tilda hat angerufen: Der Termin passt nicht mehr.';
  await dialog.getByRole('textbox', { name: 'Begründung' }).fill(reason);
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Die Anmeldung von ${teacher.vorname} ${teacher.name} ist storniert` }),
  ).toBeVisible();
  await expect(bookings.getByText('Storniert').first()).toBeVisible();

  // The booking's history names the clerk and the reason.
  await bookings.getByText('Verlauf', { exact: true }).click();
  const steps = bookings.getByRole('list', { name: 'Verlauf der Anmeldung' }).getByRole('listitem');
  await expect(steps.last()).toContainText(`Verwaltung: ${clerk.vorname} ${clerk.name}`);
  await expect(steps.last()).toContainText(`Begründung: „${reason}“`);

  // The teacher reads the reason in their notification.
  await teacherPage.goto('/iqsh/lehrkraft/dashboard');
  await expect(notificationList(teacherPage).getByText(`Begründung: ${reason}`)).toBeVisible();
  await teacherContext.close();
});

test('a clerk books a date for a person, found by its title, with a reason', async ({ page, request }) => {
  test.slow();
  const clerk = await createUser(request, { rollen: ['verwaltung'] });
  const offer = await createOffer(request, { titel: `Telefonische Anmeldung ${Date.now()}`, termine: [{ inTagen: 25 }] });
  const teacher = await createUser(request, {});

  await openSignedIn(page, clerk, `/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&kennung=${teacher.uid}`);
  await page.getByRole('button', { name: 'Für die Person anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: `${teacher.vorname} ${teacher.name} anmelden` });
  await dialog.getByRole('searchbox', { name: /Termin suchen/ }).fill(offer.titel);
  await dialog.getByRole('radio', { name: new RegExp(offer.vnr) }).check();
  await dialog.getByRole('textbox', { name: 'Begründung' }).fill('Anmeldung am Telefon.');
  await expectDialogAccessibleInBothSchemes(page);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${teacher.vorname} ${teacher.name} ist angemeldet (zugelassen)` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anmeldungen' }).getByText(offer.titel)).toBeVisible();
});
