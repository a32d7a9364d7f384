import { DienstpostenUebersichtSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import { testFixture, type serviceClient } from '../../test-support/harness';
import { schoolYearOf } from './duty-post-overview';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () => ({ backend, forms, who } = await formsBackendWith(tokens, ['lehrkraft.iqsh', 'verwaltung.iqsh', 'dienstposten.iqsh'])),
);
afterAll(() => backend?.close());

const fixture = <T>(path: string, body: unknown) => testFixture<T>(backend, path, body);
const overview = async (token: string, query = '') => {
  const answer = await forms(`/api/v1/dienstposten/uebersicht${query}`, { user: token });
  return answer.status === 200 ? { ...DienstpostenUebersichtSchema.parse(answer.json), text: JSON.stringify(answer.json) } : answer.status;
};
const ok = <T>(value: T | number): T => {
  if (typeof value === 'number') throw new Error(`answered ${value}`);
  return value;
};

const PERSONAL_FIELDS = ['uid', 'vorname', 'email', 'salutation', 'hinweis', 'leitung', 'begruendung'];
/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/** A school of the district with people who took part in `dates` (each person: the states of the dates, in order). */
async function schoolWith(kreis: string, vnr: string, people: { terminId: number; status: string }[][]) {
  const school = await fixture<{ dstnr: string; name: string }>('schulen', { kreis });
  const uids: string[] = [];
  for (const bookings of people) {
    const user = await fixture<{ uid: string }>('benutzer', { schule: school.dstnr, anmeldungen: bookings.map((b) => ({ vnr, ...b })) });
    uids.push(user.uid);
  }
  return { ...school, uids };
}

/** An on-demand offer requested by the school's head, still open. */
async function openRequestOf(school: string) {
  await fixture('benutzer', { schule: school, rollen: ['schulleitung'], schulleitung: true, vorname: 'Heike' });
  return publishedOffer(backend, { vtyp: 'ABRUF', titel: 'Abruf', anfrage: { schule: school, status: 'angefragt' } });
}

describe('the duty post’s overview', () => {
  it('counts the dates, participation and open requests of its own area only, without a person', async () => {
    const { vnr, termine } = await publishedOffer(backend, { titel: 'Bereichstermin', termine: [{ inTagen: -10 }, { inTagen: -10 }] });
    const [inArea, elsewhere] = termine;
    await fixture('termin-ort', { terminId: inArea.id, kreis: 'ploen' });
    await fixture('termin-ort', { terminId: elsewhere.id, kreis: 'steinburg' });
    const own = await schoolWith('ploen', vnr, [
      [
        { terminId: inArea.id, status: 'teilgenommen' },
        { terminId: elsewhere.id, status: 'teilgenommen' },
      ],
      [{ terminId: inArea.id, status: 'teilgenommen' }],
      [{ terminId: inArea.id, status: 'nicht_erschienen' }],
    ]);
    const other = await schoolWith('steinburg', vnr, [[{ terminId: elsewhere.id, status: 'teilgenommen' }]]);
    const ownRequest = await openRequestOf(own.dstnr);
    const otherRequest = await openRequestOf(other.dstnr);
    const office = await fixture<{ dstnr: string; name: string }>('dienststellen', { kreise: ['ploen'] });
    const dutyPost = await who.withRoles(['dienstposten'], { schule: office.dstnr });
    const day = inArea.beginn.slice(0, 10);

    const seen = ok(await overview(dutyPost.token, `?von=${day}&bis=${day}`));

    expect(seen.dienststelle).toEqual({
      dstnr: office.dstnr,
      name: office.name,
      kreise: [{ key: 'ploen', name: 'Plön' }],
      landesweit: false,
    });
    expect({ von: seen.von, bis: seen.bis }).toEqual({ von: day, bis: day });
    expect(seen.termine.items.find((t) => t.id === inArea.id)).toMatchObject({
      vnr,
      ort: 'Lernort Plön, Plön',
      zugelassen: 3,
      teilgenommen: 2,
      maxPlaetze: 20,
    });
    expect(seen.termine.items.every((t) => t.ort.endsWith('Plön'))).toBe(true);
    expect(seen.termine.items.some((t) => t.id === elsewhere.id)).toBe(false);
    expect(seen.schulen.find((s) => s.dstnr === own.dstnr)).toMatchObject({ teilnehmende: 2, teilnahmen: 3, kreis: 'Plön' });
    expect(seen.schulen.every((s) => s.kreis === 'Plön')).toBe(true);
    expect(seen.schulen.some((s) => s.dstnr === other.dstnr)).toBe(false);
    expect(seen.abrufanfragen.filter((r) => r.vnr === ownRequest.vnr)).toMatchObject([
      { schule: { dstnr: own.dstnr }, status: 'angefragt' },
    ]);
    expect(seen.abrufanfragen.some((r) => r.vnr === otherRequest.vnr)).toBe(false);
    // No person: neither ids nor names nor the requests' notes.
    for (const uid of [...own.uids, ...other.uids]) expect(seen.text).not.toContain(`"${uid}"`);
    expect(keysOf(JSON.parse(seen.text)).filter((key) => PERSONAL_FIELDS.includes(key))).toEqual([]);
    expect(seen.text).not.toContain('Heike');
    expect(seen.text).not.toContain('Test-');

    // Another office's duty post sees the other district, never this one.
    const otherOffice = await fixture<{ dstnr: string }>('dienststellen', { kreise: ['steinburg'] });
    const otherPost = await who.withRoles(['dienstposten'], { schule: otherOffice.dstnr });
    const theirs = ok(await overview(otherPost.token, `?von=${day}&bis=${day}`));
    expect(theirs.termine.items.map((t) => t.id)).toContain(elsewhere.id);
    expect(theirs.termine.items.some((t) => t.id === inArea.id)).toBe(false);
    expect(theirs.schulen.find((s) => s.dstnr === other.dstnr)).toMatchObject({ teilnehmende: 1, teilnahmen: 1 });
  });

  it('pages the dates of a whole-country office, in the current school year by default', async () => {
    const ministry = await who.withRoles(['dienstposten'], { schule: '9100001' });
    const seen = ok(await overview(ministry.token));
    expect(seen.dienststelle).toMatchObject({ landesweit: true });
    expect(seen.dienststelle?.kreise).toHaveLength(15);
    expect(seen.termine.items).toHaveLength(25);
    expect(seen.termine.total).toBeGreaterThan(25);
    const second = ok(await overview(ministry.token, '?seite=2'));
    expect(second.termine.items[0].id).not.toBe(seen.termine.items[0].id);
    expect(new Date(second.von) <= new Date()).toBe(true);
  });

  it('lists two schools of one name apart by their number, and no institute as a school', async () => {
    const [first, second] = [
      await fixture<{ dstnr: string }>('schulen', { kreis: 'nordfriesland', name: 'Grundschule am Deich' }),
      await fixture<{ dstnr: string }>('schulen', { kreis: 'nordfriesland', name: 'Grundschule am Deich' }),
    ];
    const institute = await fixture<{ dstnr: string }>('schulen', { kreis: 'nordfriesland', institut: true });
    const office = await fixture<{ dstnr: string }>('dienststellen', { kreise: ['nordfriesland'] });
    const seen = ok(await overview((await who.withRoles(['dienstposten'], { schule: office.dstnr })).token));
    expect(seen.schulen.filter((s) => s.name === 'Grundschule am Deich').map((s) => s.dstnr)).toEqual([first.dstnr, second.dstnr]);
    expect(seen.schulen.some((s) => s.dstnr === institute.dstnr)).toBe(false);
  });

  it('gives the demo duty post the Schulamt of Kiel, and an unknown office an empty overview', async () => {
    const demo = ok(await overview(tokens['dienstposten.iqsh']));
    expect(demo.dienststelle).toMatchObject({
      name: 'Schulamt der Landeshauptstadt Kiel',
      kreise: [{ key: 'kiel', name: 'Kiel' }],
    });
    // The IQSH sits in Kiel, but is an institute, not one of the area's schools.
    expect(demo.schulen.some((s) => s.dstnr === '9000001')).toBe(false);
    const nowhere = await who.withRoles(['dienstposten'], { schule: '0999999' });
    expect(ok(await overview(nowhere.token))).toMatchObject({ dienststelle: null, termine: { items: [], total: 0 }, schulen: [] });
  });

  it('is for duty posts only', async () => {
    expect(await overview(tokens['lehrkraft.iqsh'])).toBe(403);
    expect(await overview(tokens['verwaltung.iqsh'])).toBe(403);
    expect((await forms('/api/v1/dienstposten/uebersicht')).status).toBe(401);
  });
});

describe('the school year', () => {
  it('runs from August to July', () => {
    expect(schoolYearOf('2026-07-31')).toEqual({ von: '2025-08-01', bis: '2026-07-31' });
    expect(schoolYearOf('2026-08-01')).toEqual({ von: '2026-08-01', bis: '2027-07-31' });
  });
});
