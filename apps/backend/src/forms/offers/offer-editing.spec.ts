import { AngebotArbeitsstandSchema, HistorieSchema, type AngebotAnlage, type AngebotInhalt } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend, testFixture } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
beforeAll(async () => {
  backend = await startTestBackend({ testFixtures: true });
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
});
afterAll(() => backend?.close());

/** A user of the test's own, signed in, with the roles given (the first active). */
async function personWith(rollen: string[], mandant = 'iqsh') {
  const user = await testFixture<{ benutzername: string; uid: string }>(backend, 'benutzer', { mandant, rollen });
  return { ...user, token: (await signIn(backend, user.benutzername, mandant)).access_token };
}
const demo = async (username: string) => (await signIn(backend, username, username.split('.')[1])).access_token;

const CONTENT: AngebotInhalt = {
  titel: 'Kooperatives Lernen im Mathematikunterricht der Sekundarstufe I',
  beschreibung: 'Methoden, die alle Lernenden beteiligen, an Beispielen aus dem Unterricht erprobt.',
  ziele: 'Die Teilnehmenden planen eine kooperative Unterrichtsstunde.',
  hinweise: '',
  zielgruppen: ['lehrkraft', 'liv'],
  schularten: ['Gemeinschaftsschule', 'Gymnasium'],
  faecher: ['Mathematik'],
  kennzeichen: ['MINT'],
  format: 'praesenz',
  umfangStunden: 6,
  gebuehr: 0,
  referenten: ['Dr. Maren Hinrichsen'],
  kontakt: 'mathematik@iqsh.example',
  anhaenge: [{ name: 'Ausschreibung', url: 'https://iqsh.example/anhang/kooperatives-lernen.pdf' }],
  plattformLink: null,
  selbstabschluss: false,
};
const DRAFT: AngebotAnlage = { vtyp: 'TERMIN', ...CONTENT };

const work = (answer: { json: unknown }) => AngebotArbeitsstandSchema.parse(answer.json);
const write = (token: string, body: unknown = DRAFT) => forms('/api/v1/angebote', { body, user: token });
const change = (token: string, vnr: string, body: unknown) => forms(`/api/v1/angebote/${vnr}`, { method: 'PUT', body, user: token });
const step = (token: string, vnr: string, action: string, body: unknown) =>
  forms(`/api/v1/angebote/${vnr}/${action}`, { body, user: token });

describe('writing an offer', () => {
  it('makes a draft of the organiser that only they and the administration see', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const created = await write(organiser.token);
    expect(created.status).toBe(201);
    const draft = work(created);
    expect(draft).toMatchObject({ status: 'entwurf', version: 1, leitungUid: organiser.uid, erstelltVon: organiser.uid });
    expect(draft.vnr).toMatch(/^IQ5\d{5}$/);
    expect(draft.erlaubteAktionen).toEqual(['bearbeiten', 'einreichen']);

    expect((await forms(`/api/v1/angebote/${draft.vnr}`)).status).toBe(404);
    const other = await personWith(['veranstaltungsleiter']);
    expect((await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: other.token })).status).toBe(404);
    expect((await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: await demo('qualitaetskontrolle.iqsh') })).status).toBe(404);
    expect((await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: await demo('verwaltung.shibb') })).status).toBe(404);
    const administration = work(await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: await demo('verwaltung.iqsh') }));
    expect(administration.erlaubteAktionen).toEqual(['bearbeiten', 'einreichen']);
  });

  it('lets no teacher and no reviewer write offers', async () => {
    expect((await write(await demo('lehrkraft.iqsh'))).status).toBe(403);
    expect((await write(await demo('qualitaetskontrolle.iqsh'))).status).toBe(403);
  });

  it('names every bad field in German and writes nothing', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const refused = await write(organiser.token, { ...DRAFT, titel: '  ', zielgruppen: [], umfangStunden: 0 });
    expect(refused.status).toBe(400);
    const messages = Object.fromEntries(refused.json.details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(messages).toMatchObject({
      titel: 'Bitte geben Sie einen Titel ein.',
      zielgruppen: 'Bitte wählen Sie mindestens eine Zielgruppe.',
      umfangStunden: 'Der Umfang beträgt mindestens eine halbe Stunde.',
    });
  });

  it('keeps the attachments, asks a course for its platform link and gives other offers none', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    expect(work(await write(organiser.token)).anhaenge).toEqual(CONTENT.anhaenge);
    const detailsOf = (answer: { json: { details: { path: string; message: string }[] } }) =>
      Object.fromEntries(answer.json.details.map((d) => [d.path, d.message]));

    const course = await write(organiser.token, { ...DRAFT, vtyp: 'SLK' });
    expect(course.status).toBe(400);
    expect(detailsOf(course).plattformLink).toContain('Link zum Kurs auf der Lernplattform');
    const link = 'https://lernen.iqsh.example/kurs/kooperativ';
    const written = work(await write(organiser.token, { ...DRAFT, vtyp: 'SLK', plattformLink: link, selbstabschluss: true }));
    expect(written).toMatchObject({ plattformLink: link, selbstabschluss: true });

    const draft = work(await write(organiser.token));
    const linked = await change(organiser.token, draft.vnr, { ...CONTENT, plattformLink: link, version: draft.version });
    expect(linked.status).toBe(400);
    expect(detailsOf(linked)).toEqual({ plattformLink: 'Einen Link zur Lernplattform haben nur Selbstlernkurse.' });
    const badLink = await change(organiser.token, draft.vnr, {
      ...CONTENT,
      anhaenge: [{ name: 'Material', url: 'http://unsicher.example/a.pdf' }],
      version: draft.version,
    });
    expect(detailsOf(badLink)['anhaenge.0.url']).toBe('Bitte geben Sie den vollständigen Link zum Dokument an (mit https://).');
  });

  it('changes against the version read; an edit based on an older one gets 409 naming who changed it, and changes nothing', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const draft = work(await write(organiser.token));
    const administration = await demo('verwaltung.iqsh');
    const changed = work(await change(administration, draft.vnr, { ...CONTENT, umfangStunden: 8, version: 1 }));
    expect(changed).toMatchObject({ version: 2, umfangStunden: 8, geaendertVon: expect.not.stringMatching(organiser.uid) });

    const stale = await change(organiser.token, draft.vnr, { ...CONTENT, titel: 'Ein anderer Titel für dasselbe Angebot', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe('angebot_geaendert');
    expect(stale.json.message).toContain('Ihre Eingaben sind nicht verloren');
    expect(stale.json.message).toMatch(/von \S+ \S+/);
    expect(work(await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: organiser.token })).titel).toBe(DRAFT.titel);

    const history = HistorieSchema.parse((await forms(`/api/v1/angebote/${draft.vnr}/historie`, { user: organiser.token })).json);
    expect(history.items.map((item) => item.aktion)).toEqual(['angelegt', 'geaendert']);
    expect(history.items[1]).toMatchObject({ rolle: 'verwaltung', aenderungen: [{ feld: 'umfangStunden', vorher: 6, nachher: 8 }] });
  });

  it('shows a draft in the staff search to its organiser and the administration only, and a submitted one to all the staff', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const draft = work(await write(organiser.token, { ...DRAFT, titel: `Suchbares Angebot ${Date.now()}` }));
    const search = async (token: string) =>
      (await forms(`/api/v1/angebote?mandant=iqsh&q=${encodeURIComponent(draft.titel)}`, { user: token })).json.items.map(
        (item: { vnr: string }) => item.vnr,
      );
    const other = (await personWith(['veranstaltungsleiter'])).token;
    const reviewer = await demo('qualitaetskontrolle.iqsh');
    expect(await search(organiser.token)).toEqual([draft.vnr]);
    expect(await search(await demo('verwaltung.iqsh'))).toEqual([draft.vnr]);
    expect(await search(other)).toEqual([]);
    expect(await search(reviewer)).toEqual([]);
    work(await step(organiser.token, draft.vnr, 'einreichen', { version: 1 }));
    expect(await search(other)).toEqual([draft.vnr]);
    expect(await search(reviewer)).toEqual([draft.vnr]);
  });
});

describe('reviewing an offer (four eyes)', () => {
  it('goes from draft through a send-back with a note to published, every step in the history', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const reviewer = await demo('landesfachberater.iqsh');
    const draft = work(await write(organiser.token));
    const submitted = work(await step(organiser.token, draft.vnr, 'einreichen', { version: 1 }));
    expect(submitted).toMatchObject({ status: 'zur_pruefung', version: 2, erlaubteAktionen: [] });
    expect((await change(organiser.token, draft.vnr, { ...CONTENT, version: 2 })).json.error).toBe('falscher_status');

    expect((await step(reviewer, draft.vnr, 'zurueckgeben', { version: 2 })).status).toBe(400);
    const note = 'Bitte ergänzen Sie die Ziele um die Reflexion der eigenen Praxis.';
    expect(work(await step(reviewer, draft.vnr, 'zurueckgeben', { version: 2, notiz: note })).status).toBe('zurueckgegeben');
    const returned = work(await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: organiser.token }));
    expect(returned).toMatchObject({ status: 'zurueckgegeben', letzteRueckgabe: note, erlaubteAktionen: ['bearbeiten', 'einreichen'] });

    const fixed = work(
      await change(organiser.token, draft.vnr, { ...CONTENT, ziele: `${CONTENT.ziele} Sie reflektieren ihre Praxis.`, version: 3 }),
    );
    work(await step(organiser.token, draft.vnr, 'einreichen', { version: fixed.version }));
    const published = work(await step(reviewer, draft.vnr, 'freigeben', { version: fixed.version + 1 }));
    expect(published.status).toBe('veroeffentlicht');
    expect((await forms(`/api/v1/angebote/${draft.vnr}`)).status).toBe(200);

    const history = HistorieSchema.parse((await forms(`/api/v1/angebote/${draft.vnr}/historie`, { user: reviewer })).json);
    expect(history.items.map((item) => [item.aktion, item.rolle])).toEqual([
      ['angelegt', 'veranstaltungsleiter'],
      ['einreichen', 'veranstaltungsleiter'],
      ['zurueckgeben', 'qualitaetskontrolle'],
      ['geaendert', 'veranstaltungsleiter'],
      ['einreichen', 'veranstaltungsleiter'],
      ['freigeben', 'qualitaetskontrolle'],
    ]);
    expect(history.items[2].notiz).toBe(note);
  });

  it('refuses the approval of whoever wrote the offer, also after they switch to the reviewer role', async () => {
    const both = await personWith(['veranstaltungsleiter', 'qualitaetskontrolle']);
    const draft = work(await write(both.token));
    work(await step(both.token, draft.vnr, 'einreichen', { version: 1 }));
    const switched = await fetch(`${backend.urls.idp}/api/v1/userApplicationRole?scope=user&application=FOBU&role=qualitaetskontrolle`, {
      headers: { authorization: `Bearer ${both.token}` },
    });
    expect(switched.status).toBe(200);
    const refused = await step(both.token, draft.vnr, 'freigeben', { version: 2 });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('vier_augen');
    expect(work(await forms(`/api/v1/angebote/${draft.vnr}/arbeitsstand`, { user: both.token })).status).toBe('zur_pruefung');
  });

  it('refuses the approval of whoever changed the offer last, and a stale approval', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const changer = await personWith(['verwaltung', 'qualitaetskontrolle']);
    const draft = work(await write(organiser.token));
    work(await change(changer.token, draft.vnr, { ...CONTENT, gebuehr: 25, version: 1 }));
    work(await step(organiser.token, draft.vnr, 'einreichen', { version: 2 }));
    await fetch(`${backend.urls.idp}/api/v1/userApplicationRole?scope=user&application=FOBU&role=qualitaetskontrolle`, {
      headers: { authorization: `Bearer ${changer.token}` },
    });
    expect((await step(changer.token, draft.vnr, 'freigeben', { version: 3 })).json.error).toBe('vier_augen');
    expect((await step(await demo('qualitaetskontrolle.iqsh'), draft.vnr, 'freigeben', { version: 2 })).json.error).toBe(
      'angebot_geaendert',
    );
  });

  it('keeps organisers out of each other’s offers and tenants out of each other’s', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const draft = work(await write(organiser.token));
    work(await step(organiser.token, draft.vnr, 'einreichen', { version: 1 }));
    const other = await personWith(['veranstaltungsleiter']);
    expect((await step(other.token, draft.vnr, 'einreichen', { version: 2 })).status).toBe(403);
    expect((await step(await demo('qualitaetskontrolle.shibb'), draft.vnr, 'freigeben', { version: 2 })).status).toBe(404);
    expect((await step(await demo('verwaltung.iqsh'), draft.vnr, 'freigeben', { version: 2 })).status).toBe(403);
  });

  it('changes a published offer in a revision: the catalogue shows the published content until quality control approves', async () => {
    const { vnr } = await testFixture<{ vnr: string }>(backend, 'angebote', { termine: [{ inTagen: 30 }] });
    const organiser = await demo('veranstaltungsleiter.iqsh');
    const reviewer = await demo('qualitaetskontrolle.iqsh');
    const publicTitle = async () => (await forms(`/api/v1/angebote/${vnr}`)).json.titel;
    const published = work(await forms(`/api/v1/angebote/${vnr}/arbeitsstand`, { user: organiser }));
    expect(published).toMatchObject({ status: 'veroeffentlicht', ueberarbeitung: null, erlaubteAktionen: ['bearbeiten', 'absagen'] });

    const titel = `Überarbeitet: ${published.titel}`;
    const revision = work(await change(organiser, vnr, { ...CONTENT, titel, version: published.version }));
    expect(revision).toMatchObject({ status: 'veroeffentlicht', ueberarbeitung: 'entwurf', titel });
    expect(revision.veroeffentlichteFassung?.titel).toBe(published.titel);
    expect(await publicTitle()).toBe(published.titel);

    const submitted = work(await step(organiser, vnr, 'einreichen', { version: revision.version }));
    expect(submitted.ueberarbeitung).toBe('zur_pruefung');
    expect(await publicTitle()).toBe(published.titel);
    const approved = work(await step(reviewer, vnr, 'freigeben', { version: submitted.version }));
    expect(approved).toMatchObject({ status: 'veroeffentlicht', ueberarbeitung: null, veroeffentlichteFassung: null, titel });
    expect(await publicTitle()).toBe(titel);
  });
});
