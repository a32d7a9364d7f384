import { expect, test } from '@playwright/test';
import { createDate, createUser, notificationList, openSignedIn } from './support';

/*
 * The dates of a published offer, as the administration manages them (issue 14, docs/offers.md):
 * a change of time reaches everyone booked, a cancellation sets their bookings to abgesagt and
 * tells them the reason. Each test makes its own offer, date, teacher and staff member.
 */

test('moving a date and then cancelling it tells the booked teacher both, on their dashboard', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two people sign in.
  test.setTimeout(120_000);
  const { vnr, titel, termin } = await createDate(request, { inTagen: 40, plaetze: 10 });
  const teacher = await createUser(request, { anmeldungen: [{ vnr, terminId: termin.id, status: 'zugelassen' }] });
  const staff = await createUser(request, { rollen: ['verwaltung'] });

  await openSignedIn(page, staff, `/iqsh/verwaltung/veranstaltungssuche?vnr=${vnr}&ansicht=termine`);
  const dates = page.getByRole('table', { name: /^Termine/ });
  await expect(dates).toContainText('1 / 10');
  await page.getByRole('button', { name: /^Termin am .* ändern$/ }).click();
  const form = page.getByRole('region', { name: 'Termin ändern' });
  await expect(form).toContainText('alle 1 Angemeldeten');
  // A date without places is refused by the form's own check, before anything is sent.
  await form.getByRole('textbox', { name: 'Plätze', exact: true }).fill('0');
  await form.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(form.getByText('Fehler: Ein Termin braucht mindestens einen Platz.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Plätze', exact: true }).fill('12');
  await form.getByLabel('Beginn (Uhrzeit)').fill('10:30');
  await form.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Termin geändert.' })).toBeVisible();
  await expect(dates).toContainText('1 / 12');

  await page.getByRole('button', { name: /^Termin am .* absagen$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Termin absagen' });
  await dialog.getByLabel('Grund der Absage').fill('Die Referentin ist erkrankt.');
  await dialog.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(dates).toContainText('abgesagt');

  const own = await browser.newPage({ baseURL });
  await openSignedIn(own, teacher, '/iqsh/lehrkraft/dashboard');
  const notifications = notificationList(own);
  await expect(notifications).toContainText(`Der Termin von „${titel}“ hat sich geändert.`);
  await expect(notifications).toContainText('10:30');
  await expect(notifications).toContainText('Die Referentin ist erkrankt.');
  await own.close();
});
