import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  beginMeeting,
  createUser,
  createWorkgroup,
  download,
  expectAccessibleInBothSchemes,
  expectNoSeriousViolations,
  formsAs,
  offerNumbers,
  offsetDay,
  openSignedIn,
  personPage,
  backendConfig,
  section,
  type TestUser,
} from './support';

/*
 * Workgroups (issue 40, docs/workgroups.md): an organiser makes a group and plans a meeting, a
 * member accepts it; nobody else sees the group or its meeting, also not through the API; the
 * attendance counts as a training and the confirmation names the meeting.
 */

const groups = (path = '') => `/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen${path}`;
const MEMBER_DASHBOARD = '/iqsh/lehrkraft/dashboard';
const memberSection = (page: Page) => section(page, /^Meine Arbeitsgruppen/);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A meeting a week ahead, online, planned through the API by the group's lead. */
async function planMeeting(page: Page, request: APIRequestContext, lead: TestUser, groupId: number, thema: string): Promise<number> {
  const day = offsetDay(7);
  const sitzung = { beginn: new Date(`${day}T14:00:00+01:00`).toISOString(), ende: new Date(`${day}T16:00:00+01:00`).toISOString() };
  const planned = await formsAs(page, request, lead, 'post', `/api/v1/arbeitsgruppen/${groupId}/treffen`, {
    thema,
    sitzungen: [sitzung],
    onlineLink: 'https://konferenz.example/arbeitsgruppe',
    stunden: 2,
  });
  expect(planned.status(), await planned.text()).toBe(201);
  return ((await planned.json()) as { id: number }).id;
}

test('an organiser makes a group, adds two teachers, plans a meeting; a member accepts it on the dashboard and takes it into the calendar', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const organiser = await createUser(request, { rollen: ['veranstaltungsleiter'], vorname: 'Olaf' });
  const [byName, byEmail] = [await createUser(request, { vorname: 'Amelie' }), await createUser(request, { vorname: 'Bruno' })];
  const title = `Fachgruppe Physik ${Date.now()}`;

  await openSignedIn(page, organiser, groups());
  await page.getByRole('link', { name: 'Neue Arbeitsgruppe' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('button', { name: 'Arbeitsgruppe anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // One teacher found by name, the other added by e-mail address: their account is found by it.
  await page.getByRole('navigation', { name: 'Ansichten der Arbeitsgruppe' }).getByRole('link', { name: 'Mitglieder' }).click();
  await page.getByRole('combobox', { name: 'Mitglied hinzufügen' }).fill(byName.name);
  await page.getByRole('option').filter({ hasText: byName.email }).click();
  await expect(toast(page, `${byName.vorname} ${byName.name} ist jetzt Mitglied.`)).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(byEmail.email);
  await page.getByLabel('Vorname').fill(byEmail.vorname);
  await page.getByLabel('Nachname').fill(byEmail.name);
  await page.getByRole('button', { name: 'Einladen' }).click();
  const members = page.getByRole('table');
  await expect(members.getByRole('row').filter({ hasText: byEmail.email })).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: byName.email })).toBeVisible();
  await expect(members.getByText('Konto fehlt')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Ansichten der Arbeitsgruppe' }).getByRole('link', { name: 'Angaben und Treffen' }).click();
  await page.getByRole('button', { name: 'Treffen planen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Treffen planen' });
  await dialog.getByLabel('Thema').fill('Experimente im Anfangsunterricht');
  const session = dialog.getByRole('group', { name: 'Sitzung 1' });
  await session.getByLabel('Tag').fill(offsetDay(7));
  await session.getByLabel('Beginn').fill('14:00');
  await session.getByLabel('Ende').fill('16:00');
  await dialog.getByRole('radio', { name: 'Online' }).check();
  await dialog.getByLabel('Link zum Online-Raum').fill('https://konferenz.example/physik');
  await dialog.getByLabel('Fortbildungsstunden').fill('2');
  await dialog.getByRole('button', { name: 'Treffen planen' }).click();
  await expect(toast(page, 'Das Treffen ist geplant; alle Mitglieder sind eingeladen.')).toBeVisible();
  await expect(page.getByText('Experimente im Anfangsunterricht')).toBeVisible();

  // The member accepts on the dashboard and downloads the meeting as a calendar entry.
  const member = await personPage(browser, byName, baseURL);
  await openSignedIn(member, byName, MEMBER_DASHBOARD);
  const own = memberSection(member);
  await expect(own.getByRole('link', { name: title })).toBeVisible();
  await own.getByRole('button', { name: /^Zusagen/ }).click();
  await expect(own.getByText('Sie haben zugesagt.')).toBeVisible();
  const calendar = await download(member, own.getByRole('button', { name: /^In den Kalender \(\.ics\)/ }));
  expect(calendar.text).toContain('BEGIN:VEVENT');
  expect(calendar.text).toContain(title);
  // The room's link once accepted.
  await expect(own.getByRole('link', { name: /^Zum Online-Raum/ })).toHaveAttribute('href', 'https://konferenz.example/physik');

  // The organiser sees who comes.
  await page.getByRole('link', { name: 'Zusagen und Anwesenheit' }).click();
  await expect(page.getByRole('row').filter({ hasText: byName.name })).toContainText('Zugesagt');
  await expect(page.getByRole('row').filter({ hasText: byEmail.name })).toContainText('Keine Antwort');
});

test('a non-member, a visitor and another tenant’s organiser find neither the group nor its meeting, in the portal or the API', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const lead = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const member = await createUser(request);
  const stranger = await createUser(request, { vorname: 'Nora' });
  const elsewhere = await createUser(request, { mandant: 'shibb', rollen: ['veranstaltungsleiter'] });
  const group = await createWorkgroup(request, { titel: 'Arbeitskreis Geheim', leitung: [lead.uid], mitglieder: [member.uid] });
  const terminId = await planMeeting(page, request, lead, group.id, 'Vertrauliche Abstimmung');

  for (const asker of [stranger, elsewhere, null]) {
    const who = asker?.benutzername ?? 'visitor';
    for (const id of [group.id, group.id + 1_000_000]) {
      expect((await formsAs(page, request, asker, 'get', `/api/v1/arbeitsgruppen/${id}`)).status(), `${who} ${id}`).toBe(asker ? 404 : 401);
    }
    expect((await formsAs(page, request, asker, 'get', `/api/v1/termine/${terminId}`)).status(), who).toBe(404);
    const list = await formsAs(page, request, asker, 'get', '/api/v1/arbeitsgruppen');
    if (asker) expect(JSON.stringify(await list.json()), who).not.toContain(group.titel);
  }
  const catalogue = await formsAs(
    page,
    request,
    null,
    'get',
    `/api/v1/termine?mandant=iqsh&q=${encodeURIComponent('Arbeitskreis Geheim')}`,
  );
  expect(((await catalogue.json()) as { total: number }).total).toBe(0);
  // The forwarding of an offer number answers for an offer, and knows no group's record.
  const { idp } = backendConfig();
  const vtypOf = (vnr: string) =>
    request.get(`${idp.url}/api/v1/public/get_vtyp`, { params: { application: 'FOBU', userkey: 'WEB', vnr } });
  expect((await vtypOf((await offerNumbers(request, 'iqsh')).TERMIN)).status()).toBe(200);
  expect((await vtypOf(group.vnr)).status()).toBe(404);
  // The member gets both.
  expect((await formsAs(page, request, member, 'get', `/api/v1/arbeitsgruppen/${group.id}`)).status()).toBe(200);
  expect((await formsAs(page, request, member, 'get', `/api/v1/termine/${terminId}`)).status()).toBe(200);

  // The portal says the same.
  const strangerPage = await personPage(browser, stranger, baseURL);
  await openSignedIn(strangerPage, stranger, `${MEMBER_DASHBOARD}?arbeitsgruppe=${group.id}`);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Arbeitsgruppe nicht gefunden' })).toBeVisible();
  await openSignedIn(page, elsewhere, `/shibb/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=${group.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsgruppe nicht gefunden' })).toBeVisible();
});

test('the lead records attendance of a meeting, and the member’s confirmation names the group and the meeting', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const lead = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const member = await createUser(request, { vorname: 'Paula' });
  const group = await createWorkgroup(request, { titel: 'Netzwerk Lesen', leitung: [lead.uid], mitglieder: [member.uid] });
  const terminId = await planMeeting(page, request, lead, group.id, 'Lesestrategien');
  const answered = await formsAs(page, request, member, 'put', `/api/v1/arbeitsgruppen/${group.id}/treffen/${terminId}/antwort`, {
    antwort: 'zugesagt',
  });
  expect(answered.status()).toBe(200);
  await beginMeeting(request, terminId);

  await openSignedIn(page, lead, groups(`&gruppe=${group.id}&termin=${terminId}&terminansicht=anwesenheit`));
  // A meeting counts those who accepted, and names no record number.
  await expect(page.getByText('Zugesagt: 1')).toBeVisible();
  await expect(page.getByText(/Veranstaltungsnummer/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Alle anwesend' }).click();
  await page.getByRole('button', { name: 'Anwesenheit speichern' }).click();
  await expect(toast(page, 'Die Anwesenheit ist gespeichert.')).toBeVisible();

  const memberPage = await personPage(browser, member, baseURL);
  await openSignedIn(memberPage, member, MEMBER_DASHBOARD);
  const done = section(memberPage, /^Vergangene und beendete Anmeldungen/)
    .getByRole('listitem')
    .filter({ hasText: group.titel });
  await expect(done.getByText('Teilgenommen', { exact: true })).toBeVisible();
  const certificate = await download(memberPage, done.getByRole('button', { name: /^Teilnahmebestätigung \(PDF\)/ }));
  const pdf = await PDFDocument.load(certificate.bytes);
  expect(pdf.getTitle()).toContain(group.titel);
  expect(pdf.getTitle()).toContain('Lesestrategien');
  expect(pdf.getSubject()).toContain('am Treffen der Arbeitsgruppe „Netzwerk Lesen');
  expect(pdf.getSubject()).toContain('im Umfang von 2 Stunden teilgenommen.');
  expect(pdf.getSubject()).not.toContain('Veranstaltungsnummer');
});

test('the workgroups’ screens and dialogs have no serious accessibility violation, light and dark', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const lead = await createUser(request, { rollen: ['veranstaltungsleiter'] });
  const member = await createUser(request);
  const group = await createWorkgroup(request, { titel: 'Fachgruppe Kunst', leitung: [lead.uid], mitglieder: [member.uid] });
  await planMeeting(page, request, lead, group.id, 'Ausstellungsbesuch');

  await openSignedIn(page, lead, groups());
  await expect(page.getByRole('link', { name: group.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('link', { name: group.titel }).click();
  await expect(page.getByRole('heading', { level: 1, name: group.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  // A modal dialog keeps the header's toggle out of reach: the dialog is checked in the scheme shown, then in the other.
  for (let scheme = 0; scheme < 2; scheme++) {
    await page.getByRole('button', { name: 'Treffen planen' }).click();
    await expect(page.getByRole('dialog', { name: 'Treffen planen' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Dunkelmodus' }).click();
  }
  await page.getByRole('navigation', { name: 'Ansichten der Arbeitsgruppe' }).getByRole('link', { name: 'Mitglieder' }).click();
  await expect(page.getByRole('combobox', { name: 'Mitglied hinzufügen' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const memberPage = await personPage(browser, member, baseURL);
  await openSignedIn(memberPage, member, MEMBER_DASHBOARD);
  await expect(memberSection(memberPage).getByRole('link', { name: group.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(memberPage);
  await openSignedIn(memberPage, member, `${MEMBER_DASHBOARD}?arbeitsgruppe=${group.id}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: group.titel })).toBeVisible();
  await expectAccessibleInBothSchemes(memberPage);
});
