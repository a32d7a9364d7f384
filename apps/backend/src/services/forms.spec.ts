import { AngebotPageSchema, SchulePageSchema, TerminPageSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { prepareBookableDate, serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const users: Record<string, string> = {};

const prepareDate = (offset: number, set: string) => prepareBookableDate(backend, offset, set);

beforeAll(async () => {
  backend = await startTestBackend();
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  for (const name of [
    'lehrkraft.iqsh',
    'schulleitung.iqsh',
    'veranstaltungsleiter.iqsh',
    'verwaltung.shibb',
    'verwaltung.iqsh',
    'administrator.iqsh',
    'lehrkraft.shibb',
    'schulleitung.shibb',
  ]) {
    users[name] = (await signIn(backend, name, name.split('.')[1])).access_token;
  }
});
afterAll(() => backend?.close());

describe('service tokens', () => {
  it('answers 401 without a valid bearer token and scope', async () => {
    const url = `${backend.urls.forms}/api/v1/termine?mandant=iqsh`;
    expect((await fetch(url)).status).toBe(401);
    const token = await serviceToken(backend, 'forms');
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const other = await serviceToken(backend, 'institutions');
    expect((await fetch(`${url}&scope=serviceformix`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);
    expect((await fetch(`${url}&scope=serviceformix`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers 401 invalid_user_token for a bad user token', async () => {
    const response = await forms('/api/v1/anmeldungen/meine', { user: 'x'.repeat(43) });
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('invalid_user_token');
  });
});

describe('a date by its id', () => {
  it("is served as the search serves it: not for an unpublished offer, not one school's date to another", async () => {
    const id = await prepareDate(9, `online_link = 'https://konferenz.example/geheim'`);
    const [{ vnr }] = await backend.db.query<{ vnr: string }>('SELECT vnr FROM termine WHERE id = $1', [id]);
    expect((await forms(`/api/v1/termine/${id}`)).status).toBe(200);
    await backend.db.query(`UPDATE angebote SET status = 'entwurf' WHERE vnr = $1`, [vnr]);
    expect((await forms(`/api/v1/termine/${id}`)).status).toBe(404);
    expect((await forms(`/api/v1/termine/${id}`, { user: users['verwaltung.iqsh'] })).status).toBe(200);
    await backend.db.query(`UPDATE angebote SET status = 'veroeffentlicht' WHERE vnr = $1`, [vnr]);
    // Reserved for another school of the tenant than the demo teacher's.
    await backend.db.query(
      `UPDATE termine SET schule_dstnr = (SELECT dstnr FROM schulen WHERE mandant = 'iqsh' AND dstnr <> (SELECT dstnr FROM users WHERE username = 'lehrkraft.iqsh') LIMIT 1) WHERE id = $1`,
      [id],
    );
    expect((await forms(`/api/v1/termine/${id}`)).status).toBe(404);
    expect((await forms(`/api/v1/termine/${id}`, { user: users['lehrkraft.iqsh'] })).status).toBe(404);
    await backend.db.query(`UPDATE termine SET schule_dstnr = NULL WHERE id = $1`, [id]);
  });

  it('gives the meeting link only to admitted participants and the staff, never in the search', async () => {
    const id = await prepareDate(10, `online_link = 'https://konferenz.example/nur-fuer-teilnehmende'`);
    const [{ vnr }] = await backend.db.query<{ vnr: string }>('SELECT vnr FROM termine WHERE id = $1', [id]);
    const link = async (user?: string) => (await forms(`/api/v1/termine/${id}`, { user })).json.onlineLink;
    expect(await link()).toBeNull();
    expect(await link(users['lehrkraft.iqsh'])).toBeNull();
    const search = await forms(`/api/v1/termine?mandant=iqsh&vnr=${vnr}`);
    expect(search.json.items.every((t: { onlineLink: string | null }) => t.onlineLink === null)).toBe(true);
    expect((await forms(`/api/v1/angebote/${vnr}`)).json.termine.every((t: { onlineLink: string | null }) => t.onlineLink === null)).toBe(
      true,
    );
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    expect(booked.json.status).toBe('zugelassen');
    expect(await link(users['lehrkraft.iqsh'])).toBe('https://konferenz.example/nur-fuer-teilnehmende');
    expect(await link(users['verwaltung.iqsh'])).toBe('https://konferenz.example/nur-fuer-teilnehmende');
    expect(await link(users['verwaltung.shibb'])).toBeNull();
  });
});

describe('seed', () => {
  it('books the demo teachers only on published offers meant for teachers, as the portal would have let them', async () => {
    // The seed dates its bookings days back; the other tests here book at once.
    const held = await backend.db.query<{ vnr: string; zielgruppen: string[] | string; status: string }>(
      `SELECT g.vnr, g.zielgruppen, g.status FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.uid IN ('1001', '1901', '2001', '2901') AND a.angemeldet_am < now() - interval '1 day'`,
    );
    expect(held.length).toBeGreaterThan(8);
    for (const offer of held) {
      const groups = typeof offer.zielgruppen === 'string' ? (JSON.parse(offer.zielgruppen) as string[]) : offer.zielgruppen;
      expect({ vnr: offer.vnr, teachers: groups.includes('lehrkraft') }).toEqual({ vnr: offer.vnr, teachers: true });
      expect(['veroeffentlicht', 'archiviert']).toContain(offer.status);
    }
  });
});

describe('searches', () => {
  it('searches dates with filters, sort and paging', async () => {
    const response = await forms('/api/v1/termine?mandant=iqsh&kreis=kiel,ploen&sort=-beginn&page=1&pageSize=5&von=2000-01-01');
    expect(response.status).toBe(200);
    const page = TerminPageSchema.parse(response.json);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((t) => ['kiel', 'ploen'].includes(t.ort?.kreis ?? ''))).toBe(true);
    const begins = page.items.map((t) => t.beginn);
    expect([...begins].sort().reverse()).toEqual(begins);
  });

  it('filters dates by subject, target group and programme code, and offers the choices', async () => {
    const choices = (await forms('/api/v1/filterwerte?mandant=iqsh')).json as { faecher: string[]; kennzeichen: string[] };
    expect(choices.faecher).toContain('Mathematik');
    expect(choices.kennzeichen.length).toBeGreaterThan(0);
    expect([...choices.faecher].sort((a, b) => a.localeCompare(b))).toEqual(choices.faecher.slice().sort((a, b) => a.localeCompare(b)));
    const kennzeichen = choices.kennzeichen[0];
    const page = TerminPageSchema.parse(
      (
        await forms(
          `/api/v1/termine?mandant=iqsh&fach=Mathematik&zielgruppe=lehrkraft&kennzeichen=${encodeURIComponent(kennzeichen)}&pageSize=50`,
        )
      ).json,
    );
    const [expected] = await backend.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = 'iqsh' AND g.status = 'veroeffentlicht' AND t.schule_dstnr IS NULL
         AND t.beginn >= now() AND 'Mathematik' = ANY(g.faecher) AND 'lehrkraft' = ANY(g.zielgruppen) AND $1 = ANY(g.kennzeichen)`,
      [kennzeichen],
    );
    expect(page.total).toBe(expected.n);
    expect((await forms('/api/v1/termine?mandant=iqsh&zielgruppe=administrator')).status).toBe(400);
  });

  it('sorts by relevance: matches in the title first', async () => {
    const page = TerminPageSchema.parse(
      (await forms('/api/v1/termine?mandant=iqsh&q=mathematik&sort=relevanz&pageSize=100&von=2000-01-01')).json,
    );
    const inTitle = page.items.map((t) => t.titel.toLowerCase().includes('mathematik'));
    expect(inTitle).toContain(true);
    // Once the title matches end, none follow.
    expect(inTitle.slice(inTitle.indexOf(false) === -1 ? inTitle.length : inTitle.indexOf(false))).not.toContain(true);
  });

  it('lists only dates that can be booked now under "only with free seats"', async () => {
    const response = await forms('/api/v1/termine?mandant=iqsh&nurFreie=1&pageSize=50');
    const page = TerminPageSchema.parse(response.json);
    expect(page.items.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const termin of page.items) {
      expect(termin.freiePlaetze).toBeGreaterThan(0);
      expect(Date.parse(termin.anmeldebeginn)).toBeLessThanOrEqual(now);
      expect(Date.parse(termin.anmeldeschluss)).toBeGreaterThan(now);
    }
  });

  it('lists the newest published offers first, none published in the future', async () => {
    const response = await forms('/api/v1/angebote?mandant=iqsh&sort=-veroeffentlicht&pageSize=10');
    expect(response.status).toBe(200);
    const page = AngebotPageSchema.parse(response.json);
    const published = page.items.map((offer) => offer.veroeffentlichtAm ?? '');
    expect(published.every((at) => at !== '' && Date.parse(at) <= Date.now())).toBe(true);
    const times = published.map((at) => Date.parse(at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [older] = await backend.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh' AND status = 'veroeffentlicht' AND veroeffentlicht_am > $1`,
      [published[published.length - 1]],
    );
    expect(older.n).toBeLessThan(10);
  });

  it('treats SQL-looking text as text and rejects bad filters with a German 400', async () => {
    const hostile = await forms(`/api/v1/angebote?mandant=iqsh&q=${encodeURIComponent("'; DROP TABLE angebote; --")}`);
    expect(hostile.status).toBe(200);
    expect(hostile.json.total).toBe(0);
    const bad = await forms('/api/v1/termine?mandant=iqsh&kreis=atlantis&pageSize=1000');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('Die Eingabe ist ungültig');
    const offers = await forms('/api/v1/angebote?mandant=shibb&vtyp=SLK&pageSize=3');
    expect(offers.json.items).toHaveLength(3);
  });
});

describe('institutions, notifications, QR', () => {
  it('searches schools by district', async () => {
    const institutions = serviceClient(backend, 'institutions', await serviceToken(backend, 'institutions'));
    const page = SchulePageSchema.parse((await institutions('/api/v1/schulen?kreis=ploen&pageSize=50')).json);
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((s) => s.kreis === 'ploen')).toBe(true);
    expect((await institutions('/api/v1/kreise')).json.items).toHaveLength(15);
  });

  it('lists a user’s notifications', async () => {
    const notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
    const list = await notification('/api/v1/benachrichtigungen', { user: users['lehrkraft.iqsh'] });
    expect(list.json.items.length).toBeGreaterThan(0);
    // Written in German, with the states' labels rather than their codes.
    const statusNotes = (list.json.items as { titel: string; art: string }[]).filter((item) => item.art === 'anmeldestatus');
    expect(statusNotes.length).toBeGreaterThan(0);
    for (const item of statusNotes) expect(item.titel).toMatch(/^Anmeldung: [A-Za-zÄÖÜäöüß ]+$/);
    expect(list.json.items.some((item: { text: string }) => item.text.includes('_'))).toBe(false);
    expect((await notification('/api/v1/benachrichtigungen')).status).toBe(401);
  });

  it('draws QR codes as PNG and SVG', async () => {
    const png = await fetch(`${backend.urls.qr}/api/v1/qr?data=IQ240001&format=png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const svg = await fetch(`${backend.urls.qr}/api/v1/qr?data=IQ240001`);
    expect(await svg.text()).toContain('<svg');
    expect((await fetch(`${backend.urls.qr}/api/v1/qr?data=${'x'.repeat(2000)}`)).status).toBe(400);
  });
});
