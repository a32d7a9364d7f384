import { expect, test } from '@playwright/test';
import { addDate, createOffer, createUser, offsetDay, openPortal, signInAs, stand, writeOffer } from './support';

/*
 * Dates as part of preparing an offer (issue 39, docs/offers.md "Dates while preparing an offer"):
 * a warning before a Veranstaltung goes to review without a date, dates added while it is under
 * review, deadlines that follow the day, „Termin kopieren“, „Angebot kopieren“, and a date search
 * that does not call a date of an offer in review „buchbar“. Each test makes its own organiser and offer.
 */

test('an organiser is warned before submitting without a date, then adds dates under review whose deadlines follow the day, and copies one', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const title = `Termine vorbereiten ${Date.now()}`;
  await signInAs(page, organiser, '/iqsh');
  const vnr = await writeOffer(page, organiser, { vtyp: 'TERMIN', title, format: 'praesenz', submit: false });

  // Submitting without a date: the confirmation says so and where to add one, but does not block.
  await stand(page).getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zur Prüfung einreichen?' });
  await expect(dialog).toContainText('Dieses Angebot hat noch keinen Termin.');
  await expect(dialog.getByRole('link', { name: 'Jetzt einen Termin anlegen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Einreichen' }).click();
  await expect(stand(page)).toContainText('Zur Prüfung');

  // Under review the organiser still adds dates; the empty list says how.
  await openPortal(page, `/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=${vnr}&ansicht=termine`);
  const dates = page.getByRole('table', { name: /^Termine/ });
  await expect(page.getByText('Legen Sie mit „Neuer Termin“ den ersten an')).toBeVisible();
  // A date in three days saves without touching its deadlines: they follow the day.
  await addDate(page, [offsetDay(3)]);
  await addDate(page, [offsetDay(20)]);
  await expect(dates.getByRole('row')).toHaveCount(3);
  await expect(dates).toContainText('Angebot in Prüfung');
  await expect(dates).not.toContainText('buchbar');

  // The copy keeps everything but the day; its deadlines keep their week before it.
  await page
    .getByRole('button', { name: /^Termin am .* kopieren$/ })
    .last()
    .click();
  const copy = page.getByRole('region', { name: /^Termin vom .* kopieren$/ });
  await expect(copy.getByRole('textbox', { name: 'Veranstaltungsort', exact: true })).toHaveValue('IQSH Kronshagen');
  await copy.getByRole('button', { name: 'Kopie anlegen' }).click();
  await expect(copy.getByText('Bitte wählen Sie den Tag des neuen Termins.').first()).toBeVisible();
  await copy.getByRole('textbox', { name: 'Tag', exact: true }).fill(offsetDay(34));
  await expect(copy.getByRole('textbox', { name: 'Anmeldeschluss', exact: true })).toHaveValue(offsetDay(27));
  await expect(copy.getByRole('textbox', { name: 'Stornofrist', exact: true })).toHaveValue(offsetDay(27));
  await expect(copy.getByRole('textbox', { name: 'Plätze', exact: true })).toHaveValue('20');
  await expect(copy.getByLabel('Kreis oder kreisfreie Stadt')).toHaveValue('rendsburg-eckernfoerde');
  await copy.getByRole('button', { name: 'Kopie anlegen' }).click();
  await expect(copy).toHaveCount(0);
  await expect(dates.getByRole('row')).toHaveCount(4);
  await expect(dates.getByRole('row').filter({ hasText: 'IQSH Kronshagen' })).toHaveCount(3);

  // The date search says what the dates are: the offer is still in review.
  await openPortal(page, `/iqsh/veranstaltungsleiter/veranstaltungsterminsuche?q=${encodeURIComponent(title)}`);
  const found = page.getByRole('table').filter({ hasText: title });
  await expect(found.getByRole('row').filter({ hasText: title })).toHaveCount(3);
  await expect(found).toContainText('Angebot in Prüfung');
  await expect(found).not.toContainText('buchbar');
});

test('an organiser copies their published offer as a new draft with the same content and no dates', async ({ page, request }) => {
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const live = await createOffer(request, { titel: 'Kopiervorlage', leitung: organiser.uid, termine: [{ inTagen: 30 }] });
  await signInAs(page, organiser, '/iqsh');
  await openPortal(page, `/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=${live.vnr}`);
  await stand(page).getByRole('button', { name: 'Angebot kopieren' }).click();

  // The copy opens in the editor: a draft of its own number with the same content.
  await expect(page.getByRole('heading', { level: 1, name: `„${live.titel}“ bearbeiten` })).toBeVisible({ timeout: 15_000 });
  const copy = new URL(page.url()).searchParams.get('vnr');
  expect(copy).toMatch(/^IQ5\d{5}$/);
  expect(copy).not.toBe(live.vnr);
  await expect(page.getByLabel('Titel')).toHaveValue(live.titel);
  await openPortal(page, `/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=${copy}`);
  await expect(stand(page)).toContainText('Entwurf');
  await openPortal(page, `/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=${copy}&ansicht=termine`);
  await expect(page.getByText('Dieses Angebot hat noch keine Termine.')).toBeVisible();
});
