import { expect, test } from '@playwright/test';
import { createOffer, createUser, expectNoSeriousViolations, fixture, loadingParts, openPortal, openSignedIn } from './support';

/*
 * The administrator's branch (issue 16, docs/archive.md): the archive, taking an old offer over as
 * a new draft, and the dashboard whose lists lead to where each thing is handled. Each test makes
 * its own administrator and data through the back end's test fixtures.
 */

test('the administrator finds an archived offer, reads its people and starts a new draft from it', async ({ page, request }) => {
  test.slow();
  const admin = await createUser(request, { rollen: ['administrator'] });
  const offer = await createOffer(request, { titel: 'Archivreihe Leseförderung', termine: [{ inTagen: -40 }] });
  const participant = await createUser(request, {
    vorname: 'Ilse',
    anmeldungen: [{ vnr: offer.vnr, terminId: offer.termine[0].id, status: 'teilgenommen' }],
  });
  // Archived as the sweep does it once the date is long enough past.
  await fixture(request, 'archivieren', { vnr: offer.vnr });

  await openSignedIn(page, admin, '/iqsh/administrator/archivsuche');
  await page.getByLabel('Suchbegriff').fill(offer.vnr);
  await page.getByLabel('Suchbegriff').press('Enter');
  await page.getByRole('link', { name: offer.titel }).click();
  await expect(page.getByRole('heading', { level: 1, name: offer.titel })).toBeVisible();
  await expect(page.getByText('Automatisch archiviert', { exact: true })).toBeVisible();

  // The date's people, to read only.
  await page.getByRole('link', { name: /^Teilnehmende ansehen/ }).click();
  await expect(page.getByText(`${participant.name}, ${participant.vorname}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Entfernen/ })).toHaveCount(0);
  await page.getByRole('link', { name: '← Zum Angebot' }).click();

  await page.getByRole('button', { name: 'Als neues Angebot übernehmen' }).click();
  await expect(page).toHaveURL(/\/iqsh\/administrator\/veranstaltungssuche\?vnr=IQ5\d{5}&ansicht=bearbeiten/, { timeout: 15_000 });
  await expect(page.getByLabel('Titel')).toHaveValue(offer.titel);
});

test('the dashboard’s lists lead to where each is handled', async ({ page, request }) => {
  const admin = await createUser(request, { rollen: ['administrator'] });
  await openSignedIn(page, admin, '/iqsh/administrator');
  await expect(page).toHaveURL(/\/iqsh\/administrator\/addashboard$/);
  const review = page.getByRole('region', { name: 'Warten auf Prüfung' });
  await expect(review.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/iqsh\/administrator\/(veranstaltungssuche|selbstlernkurssuche)\?vnr=/,
  );
  const week = page.getByRole('region', { name: 'Termine dieser Woche' });
  const people = week.getByRole('link', { name: /^Teilnehmende: / }).first();
  await expect(people).toHaveAttribute('href', /\/iqsh\/administrator\/veranstaltungsterminsuche\?termin=\d+$/);
  const short = page.getByRole('region', { name: 'Unter der Mindestzahl' });
  await expect(short.getByRole('link').first()).toHaveAttribute('href', /veranstaltungssuche\?vnr=[^&]+&ansicht=termine$/);
  await people.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Teilnehmende: / })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const screen of ['addashboard', 'archivsuche'] as const) {
    test(`${screen} has no serious or critical accessibility violation in ${scheme} mode`, async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
      await openSignedIn(page, 'administrator.iqsh', `/iqsh/administrator/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loadingParts(page)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
}

test('an archived offer’s page says so and offers nothing to book', async ({ page, request }) => {
  const offer = await createOffer(request, { titel: 'Archivierte Werkstatt', termine: [{ inTagen: -30 }] });
  await fixture(request, 'archivieren', { vnr: offer.vnr });
  await openPortal(page, `/iqsh/veranstaltungstermine?vnr=${offer.vnr}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.titel })).toBeVisible();
  await expect(page.getByText('Diese Veranstaltung ist archiviert.')).toBeVisible();
  // Nothing to book in the offer itself (the header's sign-in button stays).
  await expect(page.getByRole('main').getByRole('button', { name: /anmelden|buchen/i })).toHaveCount(0);
});
