import {
  AngebotArbeitsstandSchema,
  HistorieSchema,
  VeranstaltungssuchePageSchema,
  VerwaltungsuebersichtSchema,
  VERWALTUNGSUEBERSICHT_LIMITS,
} from '@fobu/api-contract';
import { ARCHIVED_OFFER_READ_ONLY } from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, publishedOffer } from '../../test-support/date-work';
import { signIn, testFixture, type serviceClient } from '../../test-support/harness';
import { archiveDueOffers, sweepNote } from './archive-sweep';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms } = await formsBackendWith(tokens, [
      'administrator.iqsh',
      'administrator.shibb',
      'verwaltung.iqsh',
      'veranstaltungsleiter.iqsh',
      'qualitaetskontrolle.iqsh',
    ])),
);
afterAll(() => backend?.close());

const admin = () => tokens['administrator.iqsh'];
const stateOf = async (vnr: string) =>
  (
    await backend.db.query<{ status: string; archiviert_am: Date | null }>('SELECT status, archiviert_am FROM angebote WHERE vnr = $1', [
      vnr,
    ])
  )[0];
const historyOf = async (vnr: string) =>
  HistorieSchema.parse((await forms(`/api/v1/angebote/${vnr}/historie`, { user: admin() })).json).items;
/** An offer of the test's own with one date that ended `daysAgo` days ago, archived by the sweep's own path. */
async function archivedOffer(more: Record<string, unknown> = {}) {
  const offer = await publishedOffer(backend, { titel: 'Archivtest', termine: [{ inTagen: -30 }], ...more });
  const attended = await bookedUser(backend, offer.vnr, offer.termine[0].id, 'teilgenommen');
  expect(await archiveDueOffers(backend.db, 0, offer.vnr)).toEqual([offer.vnr]);
  return { ...offer, attended };
}

describe('the archive sweep', () => {
  it('archives what has ended long enough ago and has nothing ahead, once, with a step without a person', async () => {
    const due = await publishedOffer(backend, { termine: [{ inTagen: -200 }, { inTagen: -250 }] });
    const recent = await publishedOffer(backend, { termine: [{ inTagen: -100 }] });
    const ahead = await publishedOffer(backend, { termine: [{ inTagen: -300 }, { inTagen: 20 }] });
    const onDemand = await publishedOffer(backend, { vtyp: 'ABRUF', termine: [{ inTagen: -300 }] });
    const course = await publishedOffer(backend, { vtyp: 'SLK' });
    const head = await testFixture<{ dstnr: string }>(backend, 'benutzer', { rollen: ['schulleitung'], schulleitung: true });
    const requested = await publishedOffer(backend, {
      vtyp: 'ABRUF',
      termine: [{ inTagen: -300 }],
      anfrage: { schule: head.dstnr, status: 'angefragt' },
    });
    await backend.db.query(`UPDATE angebote SET status = 'abgesagt' WHERE vnr = ANY($1)`, [[onDemand.vnr, requested.vnr]]);

    const archived = await archiveDueOffers(backend.db, 180);
    expect(archived).toEqual(expect.arrayContaining([due.vnr, onDemand.vnr]));
    for (const kept of [recent, ahead, course, requested]) expect(archived).not.toContain(kept.vnr);
    expect(await stateOf(due.vnr)).toMatchObject({ status: 'archiviert', archiviert_am: expect.any(Date) });
    expect((await stateOf(onDemand.vnr)).status).toBe('archiviert');
    expect(await archiveDueOffers(backend.db, 180)).not.toContain(due.vnr);

    const [step] = (await historyOf(due.vnr)).filter((h) => h.aktion === 'archivieren');
    expect(step).toMatchObject({ person: null, rolle: null, notiz: sweepNote(180) });
  });

  it('leaves a published on-demand offer and a course to be archived by hand', async () => {
    const onDemand = await publishedOffer(backend, { vtyp: 'ABRUF', termine: [{ inTagen: -300 }] });
    expect(await archiveDueOffers(backend.db, 180, onDemand.vnr)).toEqual([]);
    const work = AngebotArbeitsstandSchema.parse((await forms(`/api/v1/angebote/${onDemand.vnr}/arbeitsstand`, { user: admin() })).json);
    const done = await forms(`/api/v1/angebote/${onDemand.vnr}/archivieren`, { body: { version: work.version }, user: admin() });
    expect(done.json.status).toBe('archiviert');
    expect((await stateOf(onDemand.vnr)).archiviert_am).toBeInstanceOf(Date);
  });
});

describe('one rule for archived offers', () => {
  it('lists them in no search but the archive, which only the administrator asks for', async () => {
    const { vnr, termine } = await archivedOffer();
    expect((await forms(`/api/v1/angebote?mandant=iqsh&q=${vnr}`)).json.total).toBe(0);
    expect((await forms(`/api/v1/termine?mandant=iqsh&vnr=${vnr}&von=2000-01-01`)).json.total).toBe(0);
    expect((await forms(`/api/v1/veranstaltungssuche?q=${vnr}`, { user: admin() })).json.total).toBe(0);
    expect((await forms(`/api/v1/veranstaltungsterminsuche?vnr=${vnr}&von=2000-01-01`, { user: admin() })).json.total).toBe(0);
    expect((await forms(`/api/v1/veranstaltungssuche?q=${vnr}&status=archiviert`, { user: tokens['verwaltung.iqsh'] })).status).toBe(403);
    expect((await forms(`/api/v1/angebote?mandant=iqsh&archiv=1`)).status).toBe(403);

    const archive = VeranstaltungssuchePageSchema.parse(
      (await forms(`/api/v1/veranstaltungssuche?q=${vnr}&status=archiviert&sort=-archiviert`, { user: admin() })).json,
    );
    expect(archive.items).toEqual([expect.objectContaining({ vnr, status: 'archiviert', archiviertAm: expect.any(String) })]);
    expect(archive.items[0].letzterTermin).toBe(termine[0].beginn);
    // Another tenant's administrator does not find it.
    expect(
      (await forms(`/api/v1/veranstaltungssuche?q=${vnr}&status=archiviert`, { user: tokens['administrator.shibb'] })).json.total,
    ).toBe(0);
  });

  it('keeps the offer readable by its number, as a record nothing of which can be booked', async () => {
    const { vnr, termine } = await archivedOffer();
    const detail = await forms(`/api/v1/angebote/${vnr}`);
    expect(detail.json).toMatchObject({ vnr, status: 'archiviert' });
    expect((await fetch(`${backend.urls.idp}/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=${vnr}`)).status).toBe(200);
    const teacher = await testFixture<{ benutzername: string }>(backend, 'benutzer', {});
    const token = (await signIn(backend, teacher.benutzername, 'iqsh')).access_token;
    const booking = await forms('/api/v1/anmeldungen', { body: { terminId: termine[0].id }, user: token });
    expect(booking.status).toBe(409);
  });

  it('keeps its bookings and attendance as they were: lists are read, changes refused', async () => {
    const { termine } = await archivedOffer();
    const terminId = termine[0].id;
    const list = await forms(`/api/v1/termine/${terminId}/teilnehmende`, { user: admin() });
    expect(list.status).toBe(200);
    const [person] = list.json.items as { id: number }[];
    for (const refused of [
      await forms(`/api/v1/anmeldungen/${person.id}/status`, { body: { status: 'abgesagt' }, user: admin() }),
      await forms(`/api/v1/termine/${terminId}/anwesenheit`, {
        method: 'PUT',
        body: { sitzung: null, eintraege: [{ anmeldungId: person.id, status: 'nicht_erschienen' }] },
        user: admin(),
      }),
      await forms(`/api/v1/termine/${terminId}/nachrichten`, {
        body: { betreff: 'Hallo', text: 'Text', anmeldungIds: [person.id] },
        user: admin(),
      }),
    ])
      expect(refused.json).toMatchObject({ error: 'angebot_archiviert', message: ARCHIVED_OFFER_READ_ONLY });
  });
});

describe('taking an archived offer over as a new draft', () => {
  it('copies the content, not the dates or bookings, and records the step in both histories', async () => {
    const old = await archivedOffer({ titel: 'Übernahmetest' });
    const answer = await forms(`/api/v1/angebote/${old.vnr}/uebernehmen`, { method: 'POST', user: admin() });
    expect(answer.status).toBe(201);
    const draft = AngebotArbeitsstandSchema.parse(answer.json);
    expect(draft).toMatchObject({ status: 'entwurf', titel: old.titel, vtyp: 'TERMIN', erlaubteAktionen: ['bearbeiten', 'einreichen'] });
    expect(draft.vnr).toMatch(/^IQ5/);
    const [row] = await backend.db.query<{ uebernommen_aus: string; leitung_uid: string; erstellt_von: string }>(
      'SELECT uebernommen_aus, leitung_uid, erstellt_von FROM angebote WHERE vnr = $1',
      [draft.vnr],
    );
    const [oldRow] = await backend.db.query<{ leitung_uid: string }>('SELECT leitung_uid FROM angebote WHERE vnr = $1', [old.vnr]);
    expect(row).toMatchObject({ uebernommen_aus: old.vnr, leitung_uid: oldRow.leitung_uid });
    const counts = await backend.db.query<{ n: number }>(
      `SELECT (SELECT count(*)::int FROM termine WHERE vnr = $1) + (SELECT count(*)::int FROM anmeldungen WHERE vnr = $1) AS n`,
      [draft.vnr],
    );
    expect(counts[0].n).toBe(0);
    expect((await historyOf(draft.vnr)).map((h) => [h.aktion, h.notiz])).toEqual([['uebernommen_aus', `Übernommen aus ${old.vnr}`]]);
    expect((await historyOf(old.vnr)).at(-1)).toMatchObject({ aktion: 'uebernommen', notiz: `Als neues Angebot ${draft.vnr} übernommen` });
    expect((await stateOf(old.vnr)).status).toBe('archiviert');
  });

  it('is the administrator’s, in their tenant, from the archive only', async () => {
    const old = await archivedOffer();
    const take = (user: string, vnr = old.vnr) => forms(`/api/v1/angebote/${vnr}/uebernehmen`, { method: 'POST', user });
    expect((await take(tokens['verwaltung.iqsh'])).status).toBe(403);
    expect((await take(tokens['veranstaltungsleiter.iqsh'])).status).toBe(403);
    expect((await take(tokens['administrator.shibb'])).status).toBe(404);
    expect((await take(admin(), 'IQ0000000')).status).toBe(404);
    const current = await publishedOffer(backend, { termine: [{ inTagen: 20 }] });
    expect((await take(admin(), current.vnr)).json.error).toBe('falscher_status');
  });
});

describe('copying a live offer as a new draft', () => {
  it('copies the content, not the dates or bookings, led by the organiser who copies it, and records the step in both histories', async () => {
    const old = await publishedOffer(backend, { titel: 'Kopiertest', termine: [{ inTagen: 20 }] });
    const answer = await forms(`/api/v1/angebote/${old.vnr}/kopieren`, { method: 'POST', user: tokens['veranstaltungsleiter.iqsh'] });
    expect(answer.status).toBe(201);
    const draft = AngebotArbeitsstandSchema.parse(answer.json);
    expect(draft).toMatchObject({ status: 'entwurf', titel: old.titel, vtyp: 'TERMIN', erlaubteAktionen: ['bearbeiten', 'einreichen'] });
    const [row] = await backend.db.query<{ uebernommen_aus: string | null; leitung_uid: string; erstellt_von: string }>(
      'SELECT uebernommen_aus, leitung_uid, erstellt_von FROM angebote WHERE vnr = $1',
      [draft.vnr],
    );
    expect(row).toMatchObject({ uebernommen_aus: null, leitung_uid: row.erstellt_von });
    expect((await backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM termine WHERE vnr = $1', [draft.vnr]))[0].n).toBe(0);
    expect((await historyOf(draft.vnr)).map((h) => [h.aktion, h.notiz])).toEqual([['uebernommen_aus', `Kopiert aus ${old.vnr}`]]);
    expect((await historyOf(old.vnr)).at(-1)).toMatchObject({ aktion: 'uebernommen', notiz: `Als neues Angebot ${draft.vnr} kopiert` });
    expect((await stateOf(old.vnr)).status).toBe('veroeffentlicht');
  });

  it('is for whoever writes offers, in their tenant, not from the archive', async () => {
    const live = await publishedOffer(backend, { termine: [{ inTagen: 20 }] });
    const copy = (user: string, vnr = live.vnr) => forms(`/api/v1/angebote/${vnr}/kopieren`, { method: 'POST', user });
    expect((await copy(tokens['verwaltung.iqsh'])).status).toBe(201);
    expect((await copy(tokens['qualitaetskontrolle.iqsh'])).status).toBe(403);
    expect((await copy(tokens['administrator.shibb'])).status).toBe(404);
    expect((await copy(admin(), (await archivedOffer()).vnr)).json.error).toBe('falscher_status');
  });
});

describe('the administrator’s dashboard', () => {
  const overview = async () => VerwaltungsuebersichtSchema.parse((await forms('/api/v1/verwaltungsuebersicht', { user: admin() })).json);

  it('counts this week’s dates, dates under their minimum and long waiting lists of the tenant', async () => {
    const before = await overview();
    // Halfway to the week's end: two hours ahead would be next week on a Sunday evening.
    const minutesLeft = (Date.parse(before.woche.bis) - Date.now()) / 60_000;
    const offer = await publishedOffer(backend, {
      termine: [{ beginntInMinuten: Math.max(1, Math.floor(minutesLeft / 2)), plaetze: 1, wartelistePlaetze: 10 }, { inTagen: 20 }],
    });
    const [today, later] = offer.termine.map((t) => t.id);
    await bookedUser(backend, offer.vnr, today, 'zugelassen');
    for (let i = 0; i < VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste; i++) await bookedUser(backend, offer.vnr, today, 'warteliste');
    await backend.db.query('UPDATE termine SET min_plaetze = 5 WHERE id = $1', [later]);
    const after = await overview();
    expect(after.dieseWoche.anzahl).toBe(before.dieseWoche.anzahl + 1);
    expect(after.unterMindestzahl.anzahl).toBe(before.unterMindestzahl.anzahl + 1);
    expect(after.langeWartelisten.items.map((t) => t.id)).toContain(today);
    expect(Date.parse(after.woche.bis) - Date.parse(after.woche.von)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    expect(after.zurPruefung.items.every((item) => item.eingereichtAm === null || Date.parse(item.eingereichtAm) <= Date.now())).toBe(true);
  });

  it('leads from each list of work to the search with the same number of entries (its „weitere“ link)', async () => {
    const lists = await overview();
    const total = async (path: string) => ((await forms(`/api/v1/${path}`, { user: admin() })).json as { total: number }).total;
    expect(await total('veranstaltungssuche?aufgabe=pruefung')).toBe(lists.zurPruefung.anzahl);
    expect(await total('veranstaltungsterminsuche?aufgabe=mindestzahl')).toBe(lists.unterMindestzahl.anzahl);
    expect(await total('veranstaltungsterminsuche?aufgabe=warteliste')).toBe(lists.langeWartelisten.anzahl);
    expect(lists.langeWartelisten.anzahl).toBeGreaterThan(0);
  });

  it('is the administrator’s only', async () => {
    expect((await forms('/api/v1/verwaltungsuebersicht', { user: tokens['verwaltung.iqsh'] })).status).toBe(403);
    expect((await forms('/api/v1/verwaltungsuebersicht', { user: tokens['veranstaltungsleiter.iqsh'] })).status).toBe(403);
  });
});
