import { expect, test, type Page } from '@playwright/test';
import {
  createOffer,
  createUser,
  expectAccessibleInBothSchemes,
  expectNoSeriousViolations,
  formsAs,
  openPortal,
  openSignedIn,
  type TestUser,
} from './support';

/*
 * The speakers' directory (issue 41, docs/people-and-settings.md, "Speakers' directory"): an
 * organiser enters a speaker in the offer editor with „Neu anlegen“; once the change is approved the
 * offer's public page names them, the directory lists them with the offer, and no answer a visitor
 * gets carries their contact.
 */

const EDITOR = (vnr: string) => `/iqsh/veranstaltungsleiter/veranstaltungssuche?vnr=${vnr}&ansicht=bearbeiten`;

/** Submits the organiser's revision and has quality control approve it, through the API (the review has its own specs). */
async function publishRevision(page: Page, request: Parameters<typeof formsAs>[1], organiser: TestUser, reviewer: TestUser, vnr: string) {
  const version = async () =>
    ((await (await formsAs(page, request, organiser, 'get', `/api/v1/angebote/${vnr}/arbeitsstand`)).json()) as { version: number })
      .version;
  expect(
    (await formsAs(page, request, organiser, 'post', `/api/v1/angebote/${vnr}/einreichen`, { version: await version() })).status(),
  ).toBe(200);
  expect((await formsAs(page, request, reviewer, 'post', `/api/v1/angebote/${vnr}/freigeben`, { version: await version() })).status()).toBe(
    200,
  );
}

test('an organiser enters a speaker in the editor and puts them first; the public page names them in order, the directory lists the offer, no contact leaves', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  const offer = await createOffer(request, { leitung: organiser.uid, titel: 'Sprachbildung mit Referentin', termine: [{ inTagen: 25 }] });
  const name = `Wiebke Ehlers-${offer.vnr}`;
  const contact = { email: `w.ehlers.${offer.vnr.toLowerCase()}@uni-kiel.example`, telefon: '0431 880-1234' };

  await openSignedIn(page, organiser, EDITOR(offer.vnr));
  const speakers = page.getByRole('group', { name: /Referentinnen und Referenten/ });
  await speakers.getByRole('combobox', { name: 'Aus dem Verzeichnis hinzufügen' }).fill('Ehlers');
  await expect(speakers.getByRole('status').filter({ hasText: 'Niemand im Verzeichnis gefunden' })).toBeVisible();
  await speakers.getByRole('button', { name: 'Neu anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Referentin oder neuer Referent' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Titel').fill('Dr.');
  await dialog.getByLabel('Organisation').fill('Christian-Albrechts-Universität zu Kiel');
  await dialog.getByLabel('E-Mail-Adresse').fill(contact.email);
  await dialog.getByLabel('Telefon').fill(contact.telefon);
  // The modal dialog keeps the header's scheme switch out of reach: checked as it is; the picker below in both schemes.
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toBeHidden();
  await expect(speakers.getByText(`Dr. ${name}`, { exact: true })).toBeVisible();
  // The new speaker leads the offer: moved up before the one it had, and told so.
  await speakers.getByRole('button', { name: `Dr. ${name} nach oben` }).click();
  await expect(speakers.getByRole('status').filter({ hasText: `Dr. ${name} steht jetzt an Stelle 1 von 2.` })).toBeAttached();
  await expect(speakers.getByRole('list', { name: 'Ausgewählt' }).getByRole('listitem').first()).toContainText(`Dr. ${name}`);
  // The picker finds the new speaker, with the keyboard.
  const picker = speakers.getByRole('combobox', { name: 'Aus dem Verzeichnis hinzufügen' });
  await picker.fill(offer.vnr);
  await expect(speakers.getByRole('option', { name: new RegExp(`Dr. ${name}`) })).toBeVisible();
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
  await picker.press('Escape');
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: offer.titel })).toBeVisible({ timeout: 15_000 });

  await publishRevision(page, request, organiser, reviewer, offer.vnr);
  await openPortal(page, `/iqsh/veranstaltungstermine?vnr=${offer.vnr}`);
  await expect(page.getByText(`Dr. ${name}, Dr. Maren Hinrichsen`, { exact: true })).toBeVisible();

  const visitor = await formsAs(page, request, null, 'get', `/api/v1/angebote/${offer.vnr}`);
  const answer = await visitor.text();
  expect(answer).toContain(`Dr. ${name}`);
  for (const secret of [contact.email, contact.telefon, 'referentIds']) expect(answer).not.toContain(secret);

  await openSignedIn(page, organiser, `/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=referenten&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Referentinnen und Referenten' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('link', { name: `Dr. ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Dr. ${name}` })).toBeVisible();
  await expect(page.getByText(contact.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Angebote und Termine' }).getByRole('link', { name: offer.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
