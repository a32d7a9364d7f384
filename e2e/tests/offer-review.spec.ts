import { expect, test } from '@playwright/test';
import { ROLE_LABELS } from '@fobu/domain';
import {
  addDate,
  bookOpenDate,
  createUser,
  formsServiceToken,
  issueTokens,
  offsetDay,
  openPortal,
  openSignedIn,
  personPage,
  reloadPortal,
  signInAs,
  stand,
  writeCourse,
  writeOffer,
} from './support';

/*
 * Organisers write offers, quality control releases them (issue 14, docs/offers.md): each test
 * makes its own organiser, reviewer and offer, so that none shares what it changes.
 */

test('an organiser writes an offer with two dates, quality control sends it back and approves it after the fix, and a teacher books it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olaf' });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'], vorname: 'Quirin' });
  const teacher = await createUser(request, { rollen: ['lehrkraft'] });
  const title = `Digitale Werkzeuge ${Date.now()}`;
  await signInAs(page, organiser, '/iqsh');

  // Sending nothing shows every missing field in German, with the focus on the first.
  await openPortal(page, '/iqsh/veranstaltungsleiter/veranstaltungssuche?neu=TERMIN');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie' })).toContainText('Titel: Bitte geben Sie einen Titel ein.');
  await expect(page.getByLabel('Titel')).toBeFocused();

  // The offer, then its two dates: one of two sessions on consecutive days, one a week later.
  const vnr = await writeOffer(page, organiser, { vtyp: 'TERMIN', title, format: 'praesenz', submit: false });
  await stand(page).getByRole('link', { name: 'Termine' }).click();
  const [first, second, later] = [offsetDay(30), offsetDay(31), offsetDay(37)];
  await addDate(page, [first, second]);
  await addDate(page, [later]);
  const dates = page.getByRole('table', { name: 'Termine (2)' });
  await expect(dates).toContainText('2. Sitzung');
  await page.getByRole('link', { name: '← Zurück zum Angebot' }).click();
  await stand(page).getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
  await page.getByRole('dialog', { name: 'Zur Prüfung einreichen?' }).getByRole('button', { name: 'Einreichen' }).click();
  await expect(stand(page)).toContainText('Zur Prüfung');

  // Quality control, signed in at the same time, finds it in the queue and sends it back with a note.
  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, '/iqsh/qualitaetskontrolle/qkdashboard');
  await review.getByRole('link', { name: title }).click();
  await expect(review.getByRole('region', { name: /Vorschau/ })).toContainText('Grundlagen digitaler Werkzeuge');
  await review.getByRole('button', { name: 'Zurückgeben' }).click();
  const dialog = review.getByRole('dialog', { name: 'Angebot zurückgeben' });
  await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Bitte schreiben Sie, was geändert werden soll.');
  await dialog.getByLabel('Was soll geändert werden?').fill('Bitte die Ziele der Fortbildung ergänzen.');
  await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
  // After a decision the reviewer is back in the queue (issue 39).
  await expect(review).toHaveURL('/iqsh/qualitaetskontrolle/qkdashboard');

  // The organiser sees the note, fixes the offer and submits it again.
  await reloadPortal(page);
  await expect(stand(page)).toContainText('Bitte die Ziele der Fortbildung ergänzen.');
  await stand(page).getByRole('link', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Ziele').fill('Werkzeuge sicher und datenschutzgerecht im Unterricht einsetzen.');
  await page.getByRole('button', { name: 'Speichern und zur Prüfung einreichen' }).click();
  await expect(stand(page)).toContainText('Zur Prüfung');

  // Quality control sees what the history holds, and approves.
  await reloadPortal(review);
  await review.getByRole('link', { name: title }).click();
  await expect(review.getByRole('region', { name: 'Verlauf' })).toContainText('Ziele: – → Werkzeuge sicher');
  await stand(review).getByRole('button', { name: 'Freigeben' }).click();
  await review.getByRole('dialog', { name: 'Angebot freigeben?' }).getByRole('button', { name: 'Freigeben' }).click();
  await expect(review).toHaveURL('/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(review.getByRole('link', { name: title })).toHaveCount(0);
  await review.context().close();

  // A visitor finds it in the public catalogue, with both dates and the first one's two sessions.
  const visitor = await browser.newPage({ baseURL });
  await openPortal(visitor, `/iqsh/veranstaltungstermine?q=${encodeURIComponent(title)}`);
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`Veranstaltungsnummer ${vnr}`)).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Termine' }).getByText(/^Teil 2: /)).toHaveCount(1);
  await visitor.close();

  // A teacher books the first date.
  const booking = await browser.newPage({ baseURL });
  await openSignedIn(booking, teacher, `/iqsh/lehrkraft/veranstaltungstermine?vnr=${vnr}`);
  expect(await bookOpenDate(booking, `${first}T12:00:00Z`)).toBe('Sie sind angemeldet');
  await booking.close();
});

test('nobody approves their own offer: the organiser who is also a reviewer is not offered it, and the service refuses it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const both = await createUser(request, { rollen: ['veranstaltungsleiter', 'qualitaetskontrolle'] });
  await signInAs(page, both, '/iqsh');
  const title = `Vier Augen ${Date.now()}`;
  const vnr = await writeCourse(page, both, title, true);
  // As organiser there is nothing to approve with.
  await expect(stand(page).getByRole('button', { name: 'Freigeben' })).toHaveCount(0);

  await openPortal(page, '/iqsh/veranstaltungsleiter/rollenwechsel');
  await page.getByRole('radio', { name: ROLE_LABELS.qualitaetskontrolle }).check();
  await page.getByRole('button', { name: 'Rolle wechseln' }).click();
  await expect(page).toHaveURL('/iqsh/qualitaetskontrolle/qkdashboard');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('muss eine andere Person freigeben');

  // The review shows why, and offers sending back only; the service refuses the approval itself.
  const credentials = page.waitForRequest((sent) => sent.url().includes(`/api/v1/angebote/${vnr}/arbeitsstand`));
  await row.getByRole('link', { name: title }).click();
  await expect(stand(page)).toContainText('Freigeben muss es eine andere Person (Vier-Augen-Prinzip).');
  await expect(stand(page).getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expect(stand(page).getByRole('button', { name: 'Zurückgeben' })).toBeVisible();
  const sent = await credentials;
  // Credentials as the portal has them for this person, fresh: the portal's own may have outlived the tests' 20 s tokens by now.
  const { access_token: userToken } = await issueTokens(page, both, 'iqsh');
  const approval = await request.post(sent.url().replace(/arbeitsstand(\?|$)/, 'freigeben$1'), {
    headers: {
      authorization: `Bearer ${await formsServiceToken(request)}`,
      'x-user-authorization': `Bearer ${userToken}`,
    },
    data: { version: 2 },
  });
  expect(approval.status()).toBe(403);
  expect(await approval.json()).toMatchObject({ error: 'vier_augen' });
  await reloadPortal(page);
  await expect(stand(page)).toContainText('Zur Prüfung');
});

test('an edit based on an old version gets the conflict message, and nothing typed is lost', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two people sign in.
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const colleague = await createUser(request, { rollen: ['verwaltung'] });
  await signInAs(page, organiser, '/iqsh');
  const vnr = await writeCourse(page, organiser, `Konflikt ${Date.now()}`, false);
  await openPortal(page, `/iqsh/veranstaltungsleiter/selbstlernkurssuche?vnr=${vnr}&ansicht=bearbeiten`);
  await page.getByLabel('Hinweise').fill('Bitte Kopfhörer mitbringen.');

  // Meanwhile the administration changes the title.
  const other = await personPage(browser, colleague, baseURL);
  await openPortal(other, `/iqsh/verwaltung/selbstlernkurssuche?vnr=${vnr}&ansicht=bearbeiten`);
  await other.getByLabel('Titel').fill('Neuer Titel der Verwaltung');
  await other.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Neuer Titel der Verwaltung' })).toBeVisible();
  await other.context().close();

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  // Both of this page's tokens ran out meanwhile (20 s here): the save renews each once before the 409.
  await expect(page.getByRole('alert').filter({ hasText: 'inzwischen geändert' })).toContainText('Ihre Eingaben sind nicht verloren', {
    timeout: 15_000,
  });
  await expect(page.getByLabel('Hinweise')).toHaveValue('Bitte Kopfhörer mitbringen.');
  await page.getByRole('button', { name: 'Aktuelle Fassung laden, meine Eingaben behalten' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Die aktuelle Fassung ist geladen' })).toContainText('Neuer Titel der Verwaltung');
  await expect(page.getByLabel('Hinweise')).toHaveValue('Bitte Kopfhörer mitbringen.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(stand(page)).toContainText('Entwurf');
});

test('the input survives a closed tab, and another organiser or tenant does not find the draft', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Three people sign in.
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const otherOrganiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const otherTenant = await createUser(request, { rollen: ['veranstaltungsleiter'], mandant: 'shibb' });
  await signInAs(page, organiser, '/iqsh');
  const vnr = await writeCourse(page, organiser, `Entwurf ${Date.now()}`, false);
  await openPortal(page, `/iqsh/veranstaltungsleiter/selbstlernkurssuche?vnr=${vnr}&ansicht=bearbeiten`);
  await page.getByLabel('Kontakt').fill('fortbildung@example.org');
  // The copy in the browser follows the typing after a short pause.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('fobu-angebotsentwurf-')))).toBe(true);
  await openPortal(page, `/iqsh/veranstaltungsleiter/selbstlernkurssuche?vnr=${vnr}&ansicht=bearbeiten`);
  await expect(page.getByRole('note').filter({ hasText: 'wiederhergestellt' })).toBeVisible();
  await expect(page.getByLabel('Kontakt')).toHaveValue('fortbildung@example.org');

  for (const [user, path] of [
    [otherOrganiser, `/iqsh/veranstaltungsleiter/selbstlernkurssuche?vnr=${vnr}`],
    [otherTenant, `/shibb/veranstaltungsleiter/selbstlernkurssuche?vnr=${vnr}`],
  ] as const) {
    const other = await personPage(browser, user, baseURL);
    await openPortal(other, path);
    await expect(other.getByRole('heading', { level: 1, name: 'Angebot nicht gefunden' })).toBeVisible();
    await other.context().close();
  }
});
