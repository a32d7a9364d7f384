import { AngebotPageSchema, TerminPageSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendSignedIn, serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;

beforeAll(async () => ({ backend, forms } = await formsBackendSignedIn([])));
afterAll(() => backend?.close());

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
