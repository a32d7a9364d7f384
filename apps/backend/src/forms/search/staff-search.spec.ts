import {
  AngebotArbeitsstandSchema,
  VeranstaltungssuchePageSchema,
  VeranstaltungsterminsuchePageSchema,
  type AngebotAnlage,
} from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import { testFixture, type serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'veranstaltungsleiter.iqsh',
      'qualitaetskontrolle.iqsh',
      'verwaltung.iqsh',
      'administrator.iqsh',
      'verwaltung.shibb',
      'lehrkraft.iqsh',
    ])),
);
afterAll(() => backend?.close());

const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Sprachsensibler Fachunterricht',
  beschreibung: 'Fachtexte lesen und schreiben in allen Fächern.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Gemeinschaftsschule'],
  faecher: ['Deutsch als Zweitsprache'],
  kennzeichen: ['DAZ'],
  format: 'praesenz',
  umfangStunden: 6,
  gebuehr: 0,
  referenten: ['Ole Jensen'],
  kontakt: '',
};

const offers = async (token: string, query: string) => {
  const answer = await forms(`/api/v1/veranstaltungssuche?${query}`, { user: token });
  if (answer.status !== 200) return answer.status;
  return VeranstaltungssuchePageSchema.parse(answer.json);
};
const vnrsOf = async (token: string, query: string) => {
  const page = await offers(token, query);
  return typeof page === 'number' ? page : page.items.map((item) => item.vnr);
};
const dates = async (token: string, query: string) => {
  const answer = await forms(`/api/v1/veranstaltungsterminsuche?${query}`, { user: token });
  if (answer.status !== 200) return answer.status;
  return VeranstaltungsterminsuchePageSchema.parse(answer.json);
};
const dateIdsOf = async (token: string, query: string) => {
  const page = await dates(token, query);
  return typeof page === 'number' ? page : page.items.map((item) => item.id);
};
/** A day `days` from now, as the period filters take it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the staff’s offer search', () => {
  it('finds a draft for its organiser and the administration only, a submitted one for the whole staff, never in another tenant', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const titel = `${DRAFT.titel} ${Date.now()}`;
    const draft = AngebotArbeitsstandSchema.parse(
      (await forms('/api/v1/angebote', { body: { ...DRAFT, titel }, user: organiser.token })).json,
    );
    const q = `q=${encodeURIComponent(titel)}`;
    const other = (await who.withRoles(['veranstaltungsleiter'])).token;
    expect(await vnrsOf(organiser.token, q)).toEqual([draft.vnr]);
    expect(await vnrsOf(organiser.token, `${q}&meine=1&status=entwurf,zurueckgegeben`)).toEqual([draft.vnr]);
    expect(await vnrsOf(tokens['verwaltung.iqsh'], `${q}&status=entwurf`)).toEqual([draft.vnr]);
    expect(await vnrsOf(other, q)).toEqual([]);
    expect(await vnrsOf(tokens['qualitaetskontrolle.iqsh'], q)).toEqual([]);
    expect(await vnrsOf(tokens['verwaltung.shibb'], q)).toEqual([]);

    await forms(`/api/v1/angebote/${draft.vnr}/einreichen`, { body: { version: 1 }, user: organiser.token });
    expect(await vnrsOf(other, `${q}&status=zur_pruefung`)).toEqual([draft.vnr]);
    expect(await vnrsOf(tokens['qualitaetskontrolle.iqsh'], q)).toEqual([draft.vnr]);
    const [row] = ((await offers(tokens['qualitaetskontrolle.iqsh'], q)) as { items: unknown[] }).items;
    expect(row).toMatchObject({
      vnr: draft.vnr,
      titel,
      status: 'zur_pruefung',
      ueberarbeitung: null,
      leitung: { uid: organiser.uid, name: expect.stringContaining('Test-') },
      naechsterTermin: null,
      anzahlTermine: 0,
      geaendertAm: expect.any(String),
    });
  });

  it('keeps the archive for the archive search’s roles, and lists only the asker’s own with meine=1', async () => {
    expect(await offers(tokens['verwaltung.iqsh'], 'status=archiviert')).toBe(403);
    const archive = await offers(tokens['administrator.iqsh'], 'status=archiviert&pageSize=5');
    expect(typeof archive === 'object' && archive.items.every((item) => item.status === 'archiviert')).toBe(true);
    const plain = await offers(tokens['verwaltung.iqsh'], 'pageSize=100&sort=-geaendert');
    expect(typeof plain === 'object' && plain.items.some((item) => item.status === 'archiviert')).toBe(false);
    const own = await offers(tokens['veranstaltungsleiter.iqsh'], 'meine=1&pageSize=100');
    if (typeof own === 'number') throw new Error(`${own}`);
    expect(own.total).toBeGreaterThan(0);
    const [{ uid }] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'veranstaltungsleiter.iqsh'`);
    expect(own.items.every((item) => item.leitung.uid === uid)).toBe(true);
    expect(await offers(tokens['verwaltung.iqsh'], 'status=geloescht')).toBe(400);
  });

  it('finds offers by a date in the period and the district, one date answering both', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30 }, { inTagen: 90 }] });
    await backend.db.query(`UPDATE termine SET kreis = 'ploen', ort_name = 'Lernort Plön', adresse = 'Markt 1, Plön' WHERE id = $1`, [
      termine[0].id,
    ]);
    const q = `q=${vnr}`;
    const find = (query: string) => vnrsOf(tokens['verwaltung.iqsh'], `${q}&${query}`);
    expect(await find(`von=${day(29)}&bis=${day(31)}`)).toEqual([vnr]);
    expect(await find(`von=${day(50)}&bis=${day(60)}`)).toEqual([]);
    expect(await find('kreis=ploen,kiel')).toEqual([vnr]);
    expect(await find('kreis=kiel')).toEqual([]);
    expect(await find(`kreis=ploen&von=${day(85)}`)).toEqual([]);
    expect(await find(`kreis=ploen&bis=${day(40)}`)).toEqual([vnr]);
    expect(await find('fach=Informatik&format=online&vtyp=TERMIN')).toEqual([vnr]);
    expect(await find('vtyp=SLK')).toEqual([]);
    const page = await offers(tokens['verwaltung.iqsh'], q);
    expect(typeof page === 'object' && page.items[0]).toMatchObject({
      anzahlTermine: 2,
      naechsterTermin: expect.any(String),
      status: 'veroeffentlicht',
    });
  });

  it('shows a revision’s state to those who may see the work on the offer', async () => {
    const { vnr } = await publishedOffer(backend);
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const published = AngebotArbeitsstandSchema.parse((await forms(`/api/v1/angebote/${vnr}/arbeitsstand`, { user: organiser })).json);
    await forms(`/api/v1/angebote/${vnr}`, { method: 'PUT', body: { ...DRAFT, version: published.version }, user: organiser });
    const revisionOf = async (token: string) => {
      const page = await offers(token, `q=${vnr}`);
      return typeof page === 'number' ? page : page.items[0]?.ueberarbeitung;
    };
    expect(await revisionOf(organiser)).toBe('entwurf');
    expect(await revisionOf(tokens['verwaltung.iqsh'])).toBe('entwurf');
    expect(await revisionOf((await who.withRoles(['veranstaltungsleiter'])).token)).toBeNull();
  });

  it('pages and sorts on the server', async () => {
    const all = await offers(tokens['verwaltung.iqsh'], 'sort=vnr&pageSize=6');
    const second = await offers(tokens['verwaltung.iqsh'], 'sort=vnr&pageSize=3&page=2');
    if (typeof all === 'number' || typeof second === 'number') throw new Error('refused');
    expect(second.total).toBe(all.total);
    expect(second.items.map((item) => item.vnr)).toEqual(all.items.slice(3).map((item) => item.vnr));
    expect(all.items.map((item) => item.vnr)).toEqual(all.items.map((item) => item.vnr).sort());
    const beyond = await offers(tokens['verwaltung.iqsh'], 'pageSize=100&page=10000');
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('finds the years of archived offers the benchmark adds only when the archive is asked for, by its roles, with their past dates', async () => {
    const [{ n }] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh'`);
    const filled = await testFixture<{ angebote: number }>(backend, 'archiv', { mandant: 'iqsh', gesamt: n + 40 });
    expect(filled.angebote).toBe(n + 40);
    const archive = await offers(tokens['administrator.iqsh'], 'status=archiviert&q=iq8&pageSize=100');
    if (typeof archive === 'number') throw new Error(`${archive}`);
    expect(archive.total).toBe(40);
    expect(archive.items.every((item) => item.status === 'archiviert' && item.naechsterTermin === null)).toBe(true);
    const [dated] = archive.items.filter((item) => item.anzahlTermine > 0);
    const past = await dates(tokens['administrator.iqsh'], `vnr=${dated.vnr}&von=2000-01-01`);
    expect(typeof past === 'object' && past.items.every((item) => Date.parse(item.ende) < Date.now() - 365 * 86_400_000)).toBe(true);
    // Without the state asked for, a search lists the current offers, also for the administration.
    expect(await vnrsOf(tokens['administrator.iqsh'], 'q=iq8')).toEqual([]);
    expect(await vnrsOf(tokens['verwaltung.iqsh'], 'q=iq8')).toEqual([]);
  });

  it('is for the staff only', async () => {
    expect(await offers(tokens['lehrkraft.iqsh'], '')).toBe(403);
    expect((await forms('/api/v1/veranstaltungssuche')).status).toBe(401);
  });
});

describe('the staff’s date search', () => {
  it('lists the dates of every offer state the asker may see, with the seats taken', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 20, plaetze: 3 }, { inTagen: -10 }] });
    const [ahead, past] = termine.map((t) => t.id);
    await bookedUser(backend, vnr, ahead, 'zugelassen');
    await bookedUser(backend, vnr, ahead, 'warteliste');
    // The demo organiser's draft: theirs and the administration's, nobody else's.
    await backend.db.query(`UPDATE angebote SET status = 'entwurf' WHERE vnr = $1`, [vnr]);
    const q = `vnr=${vnr}`;
    expect(await dateIdsOf(tokens['veranstaltungsleiter.iqsh'], q)).toEqual([ahead]);
    expect(await dateIdsOf(tokens['verwaltung.iqsh'], `${q}&von=${day(-30)}`)).toEqual([past, ahead]);
    expect(await dateIdsOf(tokens['qualitaetskontrolle.iqsh'], q)).toEqual([]);
    expect(await dateIdsOf((await who.withRoles(['veranstaltungsleiter'])).token, q)).toEqual([]);
    expect(await dateIdsOf(tokens['verwaltung.shibb'], q)).toEqual([]);
    expect((await forms(`/api/v1/termine?mandant=iqsh&vnr=${vnr}`)).json.items).toEqual([]);

    const page = await dates(tokens['veranstaltungsleiter.iqsh'], `${q}&meine=1&status=entwurf&terminStatus=buchbar`);
    expect(typeof page === 'object' && page.items[0]).toMatchObject({
      id: ahead,
      angebotStatus: 'entwurf',
      zugelassen: 1,
      maxPlaetze: 3,
      freiePlaetze: 2,
      warteliste: 1,
      leitung: { name: expect.any(String) },
    });
    expect(await dateIdsOf(tokens['verwaltung.iqsh'], `${q}&terminStatus=abgesagt`)).toEqual([]);
    expect(await dateIdsOf(tokens['verwaltung.iqsh'], `${q}&status=veroeffentlicht`)).toEqual([]);
  });

  it('pages, sorts and answers only the staff', async () => {
    const first = await dates(tokens['verwaltung.iqsh'], 'sort=-beginn&pageSize=4');
    const second = await dates(tokens['verwaltung.iqsh'], 'sort=-beginn&pageSize=2&page=2');
    if (typeof first === 'number' || typeof second === 'number') throw new Error('refused');
    expect(second.total).toBe(first.total);
    expect(second.items.map((item) => item.id)).toEqual(first.items.slice(2).map((item) => item.id));
    expect(await dates(tokens['lehrkraft.iqsh'], '')).toBe(403);
    expect(await dates(tokens['verwaltung.iqsh'], 'terminStatus=vielleicht')).toBe(400);
  });
});
