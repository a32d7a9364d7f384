import { expect, test } from '@playwright/test';
import { bookOpenDate, createOffer, createUser, expectAccessibleInBothSchemes, notificationList, openSignedIn } from './support';

/*
 * A booking's history and acting for a person (docs/people-and-settings.md, "Bookings' history and
 * acting for a person"): the organiser cancels a teacher's booking for them with a reason from the
 * participant list; the teacher reads the reason, and the history names the organiser.
 */

test('the organiser cancels a teacher’s booking for them with a reason; the teacher reads it, and the history names the organiser', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, and axe in light and dark mode.
  test.slow();
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olga' });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Verlauf einer Anmeldung', termine: [{ inTagen: 20 }] });
  const [date] = offer.termine;
  const teacher = await createUser(request, { vorname: 'Tilda' });

  // The teacher books in a browser of their own.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, `/iqsh/lehrkraft/veranstaltungstermine?vnr=${offer.vnr}`);
  await bookOpenDate(teacherPage, date.beginn);

  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${date.id}`);
  const listName = `${teacher.name}, ${teacher.vorname}`;
  await page.getByRole('button', { name: `Für die Person stornieren: ${listName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Für Frau ${teacher.name} stornieren?` });
  // Staff say why: without a reason the dialog asks for one and sends nothing.
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(dialog.getByText('Fehler: Bitte geben Sie eine Begründung an')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Begründung' })).toBeFocused();
  const reason = 'Frau Tilda hat telefonisch abgesagt: Krankheit.';
  await dialog.getByRole('textbox', { name: 'Begründung' }).fill(reason);
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Die Anmeldung von Frau ${teacher.name} ist storniert` })).toBeVisible();

  // The organiser's view of the history: the teacher's own booking, then the organiser's cancelling with the reason.
  await page.getByText('Verlauf', { exact: true }).click();
  const history = page.getByRole('list', { name: 'Verlauf der Anmeldung' });
  const steps = history.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Angemeldet – Zugelassen');
  await expect(steps.nth(0)).toContainText('Die Person selbst');
  await expect(steps.nth(1)).toContainText('Storniert');
  await expect(steps.nth(1)).toContainText(`Veranstaltungsleitung: ${organiser.vorname} ${organiser.name}`);
  await expect(steps.nth(1)).toContainText(`Begründung: „${reason}“`);
  await expectAccessibleInBothSchemes(page);

  // The teacher reads the reason in their notification.
  await teacherPage.goto('/iqsh/lehrkraft/dashboard');
  await expect(notificationList(teacherPage).getByText(`Begründung: ${reason}`)).toBeVisible();
  await teacherContext.close();
});
