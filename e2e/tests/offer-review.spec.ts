import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, expectNoSeriousViolations, openPortal, reloadPortal, signInAs, type TestUser } from './support';

/*
 * Organisers write offers, quality control releases them (issue 14, docs/offers.md): each test
 * makes its own organiser, reviewer and offer, so that none shares what it changes.
 */

/** A page of its own (its own cookies), signed in as the user, for a second person at the same time. */
async function personPage(browser: Browser, user: TestUser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, user, `/${user.mandant}`);
  return page;
}

/** Writes a new self-learning course in the editor and saves it (submitting it too, if asked); answers its number. */
async function writeCourse(page: Page, user: TestUser, title: string, submit: boolean): Promise<string> {
  await openPortal(page, `/${user.mandant}/veranstaltungsleiter/selbstlernkurssuche?neu=SLK`);
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Format').selectOption('online');
  await page.getByLabel('Umfang in Stunden').fill('4,5');
  await page.getByLabel('Beschreibung').fill('Ein Kurs zum eigenen Tempo: Grundlagen digitaler Werkzeuge im Unterricht.');
  await page.getByRole('group', { name: 'Zielgruppen' }).getByLabel('Lehrkraft', { exact: true }).check();
  await page.getByRole('button', { name: submit ? 'Speichern und zur Prüfung einreichen' : 'Speichern', exact: true }).click();
  // Saving (and submitting) and opening the work state: allow for a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  const vnr = new URL(page.url()).searchParams.get('vnr');
  expect(vnr).toMatch(/^IQ5\d{5}$/);
  return vnr as string;
}

const stand = (page: Page) => page.getByRole('region', { name: 'Stand' });

test('an organiser writes a course, quality control sends it back, approves it after the fix, and a teacher finds it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olaf' });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'], vorname: 'Quirin' });
  const title = `Digitale Werkzeuge ${Date.now()}`;
  await signInAs(page, organiser, '/iqsh');

  // Sending nothing shows every missing field in German, with the focus on the first.
  await openPortal(page, '/iqsh/veranstaltungsleiter/selbstlernkurssuche?neu=SLK');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie' })).toContainText('Titel: Bitte geben Sie einen Titel ein.');
  await expect(page.getByLabel('Titel')).toBeFocused();

  const vnr = await writeCourse(page, organiser, title, true);
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
  await dialog.getByLabel('Was soll geändert werden?').fill('Bitte die Ziele des Kurses ergänzen.');
  await dialog.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(stand(review)).toContainText('Zurückgegeben');

  // The organiser sees the note, fixes the offer and submits it again.
  await reloadPortal(page);
  await expect(stand(page)).toContainText('Bitte die Ziele des Kurses ergänzen.');
  await stand(page).getByRole('link', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Ziele').fill('Werkzeuge sicher und datenschutzgerecht im Unterricht einsetzen.');
  await page.getByRole('button', { name: 'Speichern und zur Prüfung einreichen' }).click();
  await expect(stand(page)).toContainText('Zur Prüfung');

  // Quality control sees what the history holds, and approves.
  await reloadPortal(review);
  await expect(review.getByRole('region', { name: 'Verlauf' })).toContainText('Ziele: – → Werkzeuge sicher');
  await stand(review).getByRole('button', { name: 'Freigeben' }).click();
  await review.getByRole('dialog', { name: 'Angebot freigeben?' }).getByRole('button', { name: 'Freigeben' }).click();
  await expect(stand(review)).toContainText('Veröffentlicht');
  await review.context().close();

  // A visitor finds it in the public catalogue.
  const visitor = await browser.newPage({ baseURL });
  await openPortal(visitor, `/iqsh/selbstlernkurse?q=${encodeURIComponent(title)}`);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`Veranstaltungsnummer ${vnr}`)).toBeVisible();
  await visitor.close();
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
  await expect(page.getByRole('alert').filter({ hasText: 'inzwischen geändert' })).toContainText('Ihre Eingaben sind nicht verloren');
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

/** axe in light and in dark mode, switched with the header's toggle: one sign-in serves both schemes. */
async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dunkelmodus' });
  for (const dark of [false, true]) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
    await expect(page.locator('html')).toHaveClass(new RegExp(dark ? 'dark' : 'light'));
    await expectNoSeriousViolations(page);
  }
}

test('the staff screens and dialogs have no serious accessibility violation, light and dark (axe-core, WCAG 2.1 AA)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const reviewer = await createUser(request, { rollen: ['qualitaetskontrolle'] });
  await signInAs(page, organiser, '/iqsh');
  await openPortal(page, '/iqsh/veranstaltungsleiter/selbstlernkurssuche?neu=SLK');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByLabel('Titel')).toBeFocused();
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expectAccessibleInBothSchemes(page);
  const title = `Barrierefrei ${Date.now()}`;
  await writeCourse(page, organiser, title, true);
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Zur Prüfung eingereicht');
  await expectAccessibleInBothSchemes(page);
  for (const [path, text] of [
    ['/iqsh/veranstaltungsleiter/vldashboard', 'Nächste Termine'],
    ['/iqsh/veranstaltungsleiter/selbstlernkurssuche', title],
    ['/iqsh/veranstaltungsleiter/hilfe', 'Die Stände eines Angebots'],
  ]) {
    await openPortal(page, path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }

  const review = await personPage(browser, reviewer, baseURL);
  await openPortal(review, '/iqsh/qualitaetskontrolle/qkdashboard');
  await expect(review.getByRole('link', { name: title })).toBeVisible();
  await expectAccessibleInBothSchemes(review);
  await review.getByRole('link', { name: title }).click();
  await stand(review).getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(review.getByRole('dialog', { name: 'Angebot zurückgeben' })).toBeVisible();
  await expectNoSeriousViolations(review);
  await review.context().close();
});
