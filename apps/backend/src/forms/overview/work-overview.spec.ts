import { AngebotArbeitsstandSchema, ArbeitsuebersichtSchema, type AngebotAnlage } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'qualitaetskontrolle.iqsh',
      'verwaltung.iqsh',
      'verwaltung.shibb',
      'lehrkraft.iqsh',
    ])),
);
afterAll(() => backend?.close());

const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Classroom-Management in der Grundschule',
  beschreibung: 'Regeln, Rituale und Routinen.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Grundschule'],
  faecher: ['Pädagogik'],
  kennzeichen: [],
  format: 'online',
  umfangStunden: 3,
  gebuehr: 0,
  referenten: ['Frauke Hansen'],
  kontakt: '',
};

const overviewOf = async (token: string) => {
  const answer = await forms('/api/v1/arbeitsuebersicht', { user: token });
  return answer.status === 200 ? ArbeitsuebersichtSchema.parse(answer.json) : answer.status;
};
const ids = <T extends { id: number }>(list: { items: T[] }) => list.items.map((item) => item.id);
const work = (answer: { json: unknown }) => AngebotArbeitsstandSchema.parse(answer.json);

/** A published offer of the fixtures, handed to `uid` as its organiser. */
async function offerLedBy(uid: string, body: Record<string, unknown>) {
  const offer = await publishedOffer(backend, body);
  await backend.db.query('UPDATE angebote SET leitung_uid = $2 WHERE vnr = $1', [offer.vnr, uid]);
  return offer;
}

describe('the work overview', () => {
  it('gives an organiser their next dates and the work waiting on their offers', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const reviewer = tokens['qualitaetskontrolle.iqsh'];
    // Dates: soon but booking closed, later and open (both under their minimum of 8), cancelled, ended twice.
    const { vnr, termine } = await offerLedBy(organiser.uid, {
      termine: [{ inTagen: 2 }, { inTagen: 20 }, { inTagen: 25 }, { inTagen: -3 }, { inTagen: -30 }],
    });
    const [closed, open, cancelled, ended, recorded] = termine.map((t) => t.id);
    await backend.db.query(`UPDATE termine SET status = 'abgesagt' WHERE id = $1`, [cancelled]);
    await bookedUser(backend, vnr, open, 'zugelassen');
    await bookedUser(backend, vnr, ended, 'zugelassen');
    await bookedUser(backend, vnr, ended, 'zugelassen');
    await bookedUser(backend, vnr, ended, 'teilgenommen');
    await bookedUser(backend, vnr, recorded, 'teilgenommen');
    await bookedUser(backend, vnr, recorded, 'nicht_erschienen');
    // A draft sent back with a note, and the published offer's revision sent back too.
    const draft = work(await forms('/api/v1/angebote', { body: DRAFT, user: organiser.token }));
    await forms(`/api/v1/angebote/${draft.vnr}/einreichen`, { body: { version: 1 }, user: organiser.token });
    await forms(`/api/v1/angebote/${draft.vnr}/zurueckgeben`, { body: { version: 2, notiz: 'Bitte die Ziele ergänzen.' }, user: reviewer });
    const published = work(await forms(`/api/v1/angebote/${vnr}/arbeitsstand`, { user: organiser.token }));
    const revised = work(
      await forms(`/api/v1/angebote/${vnr}`, { method: 'PUT', body: { ...DRAFT, version: published.version }, user: organiser.token }),
    );
    await forms(`/api/v1/angebote/${vnr}/einreichen`, { body: { version: revised.version }, user: organiser.token });
    await forms(`/api/v1/angebote/${vnr}/zurueckgeben`, {
      body: { version: revised.version + 1, notiz: 'Der Titel passt nicht.' },
      user: reviewer,
    });
    // A school's open request for an on-demand offer of theirs.
    const head = await who.withRoles(['schulleitung'], { schulleitung: true });
    const onDemand = await offerLedBy(organiser.uid, { vtyp: 'ABRUF', anfrage: { schule: head.dstnr, status: 'angefragt' } });

    const overview = await overviewOf(organiser.token);
    if (typeof overview === 'number') throw new Error(`${overview}`);
    expect(overview.umfang).toBe('eigene');
    expect(ids(overview.naechsteTermine)).toEqual([closed, open]);
    expect(overview.naechsteTermine.items[1]).toMatchObject({ vnr, zugelassen: 1, maxPlaetze: 20, minPlaetze: 8, warteliste: 0 });
    expect(ids(overview.unterMindestzahl)).toEqual([open]);
    expect(overview.anwesenheitOffen).toMatchObject({ anzahl: 1, items: [{ id: ended, ohneAnwesenheit: 2 }] });
    expect(overview.zurueckgegeben).toMatchObject({
      anzahl: 2,
      items: [
        { vnr, ueberarbeitung: true, titel: DRAFT.titel, notiz: 'Der Titel passt nicht.', zurueckgegebenAm: expect.any(String) },
        { vnr: draft.vnr, ueberarbeitung: false, notiz: 'Bitte die Ziele ergänzen.' },
      ],
    });
    expect(overview.offeneAbrufanfragen).toMatchObject({
      anzahl: 1,
      items: [{ vnr: onDemand.vnr, status: 'angefragt', dstnr: head.dstnr, schule: { kreis: 'kiel' } }],
    });

    // Each list's „weitere“ opens the staff search with the task's filter: the same entries.
    const search = async (path: string) => {
      const found = (await forms(`/api/v1/${path}&meine=1&pageSize=100`, { user: organiser.token })).json as {
        total: number;
        items: { id?: number; vnr: string }[];
      };
      return { anzahl: found.total, keys: found.items.map((item) => item.id ?? item.vnr).sort() };
    };
    const sameAs = (list: { anzahl: number; items: { id?: number; vnr: string }[] }) => ({
      anzahl: list.anzahl,
      keys: list.items.map((item) => item.id ?? item.vnr).sort(),
    });
    expect(await search('veranstaltungsterminsuche?aufgabe=mindestzahl')).toEqual(sameAs(overview.unterMindestzahl));
    expect(await search('veranstaltungsterminsuche?aufgabe=anwesenheit')).toEqual(sameAs(overview.anwesenheitOffen));
    expect(await search('veranstaltungssuche?aufgabe=zurueckgegeben')).toEqual(sameAs(overview.zurueckgegeben));

    const other = await overviewOf((await who.withRoles(['veranstaltungsleiter'])).token);
    expect(other).toMatchObject({ naechsteTermine: { anzahl: 0 }, zurueckgegeben: { anzahl: 0 }, offeneAbrufanfragen: { anzahl: 0 } });
  });

  it('lists the person’s own drafts and offers under review as the offer search filtered by that state shows them', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const write = async (titel: string) => work(await forms('/api/v1/angebote', { body: { ...DRAFT, titel }, user: organiser.token }));
    const first = await write('Entwurf eins');
    const second = await write('Entwurf zwei');
    const submitted = await write('Eingereicht');
    await forms(`/api/v1/angebote/${submitted.vnr}/einreichen`, { body: { version: 1 }, user: organiser.token });

    const overview = await overviewOf(organiser.token);
    if (typeof overview === 'number') throw new Error(`${overview}`);
    expect(overview.entwuerfe).toMatchObject({ anzahl: 2, items: [{ vnr: second.vnr, titel: 'Entwurf zwei' }, { vnr: first.vnr }] });
    expect(overview.inPruefung).toMatchObject({ anzahl: 1, items: [{ vnr: submitted.vnr, geaendertAm: expect.any(String) }] });
    for (const [status, list] of [
      ['entwurf', overview.entwuerfe],
      ['zur_pruefung', overview.inPruefung],
    ] as const) {
      const search = await forms(`/api/v1/veranstaltungssuche?status=${status}&meine=1&sort=-geaendert`, { user: organiser.token });
      const found = search.json as { total: number; items: { vnr: string }[] };
      expect(found.items.map((item) => item.vnr)).toEqual(list.items.map((item) => item.vnr));
    }
    const other = await overviewOf((await who.withRoles(['veranstaltungsleiter'])).token);
    expect(other).toMatchObject({ entwuerfe: { anzahl: 0 }, inPruefung: { anzahl: 0 } });
  });

  it('gives the administration the whole tenant’s, and nobody another tenant’s', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const { vnr, termine } = await offerLedBy(organiser.uid, { termine: [{ inTagen: -2 }] });
    await bookedUser(backend, vnr, termine[0].id, 'zugelassen');
    const administration = await overviewOf(tokens['verwaltung.iqsh']);
    if (typeof administration === 'number') throw new Error(`${administration}`);
    expect(administration.umfang).toBe('mandant');
    expect(ids(administration.anwesenheitOffen)).toContain(termine[0].id);
    expect(administration.naechsteTermine.items).toHaveLength(10);
    expect(administration.naechsteTermine.anzahl).toBeGreaterThan(10);
    const beginnings = administration.naechsteTermine.items.map((item) => item.beginn);
    expect(beginnings).toEqual([...beginnings].sort());
    const shibb = await overviewOf(tokens['verwaltung.shibb']);
    expect(typeof shibb === 'object' && ids(shibb.anwesenheitOffen)).not.toContain(termine[0].id);
    expect(typeof shibb === 'object' && shibb.naechsteTermine.items.every((item) => item.mandant === 'shibb')).toBe(true);
  });

  it('is not quality control’s (their queue is the review queue) nor a teacher’s', async () => {
    expect(await overviewOf(tokens['qualitaetskontrolle.iqsh'])).toBe(403);
    expect(await overviewOf(tokens['lehrkraft.iqsh'])).toBe(403);
    expect((await forms('/api/v1/arbeitsuebersicht')).status).toBe(401);
  });
});
