import { formatDay } from '@fobu/domain';
import { expect, test } from '@playwright/test';
import { createOffer, createUser, expectAccessibleInBothSchemes, expectDialogAccessibleInBothSchemes, openSignedIn } from './support';

/*
 * Needs for taking part (issue 41, docs/people-and-settings.md, "Needs for taking part"): the
 * teacher keeps them in their settings, confirms and adapts them when booking, and the organiser
 * sees them in the participant list.
 */

test('a need entered at booking appears in the organiser’s participant list', async ({ browser, page, request }) => {
  test.slow();
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Bedarfe bei der Anmeldung', termine: [{ inTagen: 20 }] });
  const [date] = offer.termine;
  const teacher = await createUser(request, {});

  // The teacher keeps a need in their settings.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, '/iqsh/lehrkraft/dashboard?ansicht=einstellungen');
  const settings = teacherPage.getByRole('region', { name: 'Bedarfe für die Teilnahme' });
  await settings.getByRole('textbox', { name: /Ernährung/ }).fill('vegetarisch');
  await settings.getByRole('button', { name: 'Bedarfe speichern' }).click();
  await expect(settings.getByText('Ihre Bedarfe sind gespeichert.')).toBeVisible();
  await expectAccessibleInBothSchemes(teacherPage);

  // Booking proposes it; the teacher adds one for this date.
  await teacherPage.goto(`/iqsh/lehrkraft/veranstaltungstermine?vnr=${offer.vnr}`);
  const card = teacherPage
    .getByRole('region', { name: 'Termine' })
    .getByRole('listitem')
    .filter({ has: teacherPage.getByRole('heading', { name: new RegExp(`^${formatDay(date.beginn)}`) }) });
  await card.getByRole('button', { name: 'Anmelden' }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'Verbindlich anmelden?' });
  await expect(dialog.getByRole('textbox', { name: /Ernährung/ })).toHaveValue('vegetarisch');
  await dialog.getByRole('textbox', { name: /Barrierefreiheit/ }).fill('Stufenloser Zugang');
  await expectDialogAccessibleInBothSchemes(teacherPage);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  const answer = teacherPage.getByRole('dialog').filter({ has: teacherPage.getByRole('button', { name: 'Fertig' }) });
  await expect(answer.getByText('Ihre Bedarfe für die Teilnahme sind an die Veranstaltungsleitung übermittelt.')).toBeVisible();
  await teacherContext.close();

  // The organiser sees both in the list.
  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${date.id}`);
  await expect(page.getByText('Barrierefreiheit: Stufenloser Zugang')).toBeVisible();
  await expect(page.getByText('Ernährung: vegetarisch')).toBeVisible();
});

test('a teacher changes a booking’s needs from their dashboard, and the organiser’s list shows the change', async ({
  browser,
  page,
  request,
}) => {
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Bedarfe nachträglich', termine: [{ inTagen: 15 }] });
  const [date] = offer.termine;
  const teacher = await createUser(request, { anmeldungen: [{ vnr: offer.vnr, terminId: date.id, status: 'zugelassen' }] });

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await openSignedIn(teacherPage, teacher, '/iqsh/lehrkraft/dashboard');
  // The title follows the button's word for screen readers only, which Chromium reads with a space before the colon.
  await teacherPage.getByRole('button', { name: new RegExp(`^Bedarfe angeben\\s*:\\s*${offer.titel}$`) }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'Bedarfe für die Teilnahme' });
  await dialog.getByRole('textbox', { name: /Kinderbetreuung/ }).fill('Ein Kind, 4 Jahre');
  await expectDialogAccessibleInBothSchemes(teacherPage);
  await dialog.getByRole('button', { name: 'Bedarfe speichern' }).click();
  await expect(teacherPage.getByText('Bedarfe gespeichert')).toBeVisible();
  await expect(dialog).toBeHidden();
  await teacherContext.close();

  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?termin=${date.id}`);
  await expect(page.getByText('Kinderbetreuung: Ein Kind, 4 Jahre')).toBeVisible();
});
