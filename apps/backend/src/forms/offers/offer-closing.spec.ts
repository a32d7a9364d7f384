import { AbrufanfrageListSchema, AngebotArbeitsstandSchema, HistorieSchema, TerminVerwaltungListSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { bookedUser, bookingStates, notificationsOf, formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'veranstaltungsleiter.iqsh',
      'verwaltung.iqsh',
      'verwaltung.shibb',
      'qualitaetskontrolle.iqsh',
    ])),
);
afterAll(() => backend?.close());

const work = async (token: string, vnr: string) =>
  AngebotArbeitsstandSchema.parse((await forms(`/api/v1/angebote/${vnr}/arbeitsstand`, { user: token })).json);
const step = (token: string, vnr: string, action: 'absagen' | 'archivieren', body: unknown) =>
  forms(`/api/v1/angebote/${vnr}/${action}`, { body, user: token });
const datesOf = async (vnr: string) =>
  TerminVerwaltungListSchema.parse((await forms(`/api/v1/angebote/${vnr}/termine`, { user: tokens['verwaltung.iqsh'] })).json).items;
const historyOf = async (vnr: string) =>
  HistorieSchema.parse((await forms(`/api/v1/angebote/${vnr}/historie`, { user: tokens['verwaltung.iqsh'] })).json).items;

describe('cancelling an offer', () => {
  it('cancels its dates ahead, tells everyone booked why, ends an open revision, against the version read', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30 }, { inTagen: 45 }, { inTagen: -20 }] });
    const [first, second, past] = termine.map((t) => t.id);
    const onFirst = await bookedUser(backend, vnr, first, 'zugelassen');
    const onSecond = await bookedUser(backend, vnr, second, 'warteliste');
    const attended = await bookedUser(backend, vnr, past, 'teilgenommen');
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const published = await work(organiser, vnr);
    const revision = AngebotArbeitsstandSchema.parse(
      (
        await forms(`/api/v1/angebote/${vnr}`, {
          method: 'PUT',
          body: { ...published, titel: `${published.titel} (neu)`, version: published.version },
          user: organiser,
        })
      ).json,
    );
    expect(revision.ueberarbeitung).toBe('entwurf');

    const grund = 'Die Fortbildungsreihe wird im nächsten Schuljahr neu geplant.';
    expect((await step(organiser, vnr, 'absagen', { version: revision.version })).status).toBe(400);
    expect((await step(organiser, vnr, 'absagen', { version: published.version, grund })).json.error).toBe('angebot_geaendert');
    expect((await step(tokens['qualitaetskontrolle.iqsh'], vnr, 'absagen', { version: revision.version, grund })).status).toBe(403);
    expect(
      (await step((await who.withRoles(['veranstaltungsleiter'])).token, vnr, 'absagen', { version: revision.version, grund })).status,
    ).toBe(403);
    // A published offer is public: another tenant's administration is refused (403), as for any change of it.
    expect((await step(tokens['verwaltung.shibb'], vnr, 'absagen', { version: revision.version, grund })).status).toBe(403);

    const cancelled = AngebotArbeitsstandSchema.parse((await step(organiser, vnr, 'absagen', { version: revision.version, grund })).json);
    expect(cancelled).toMatchObject({ status: 'abgesagt', version: revision.version + 1, ueberarbeitung: null, titel: published.titel });
    expect((await work(tokens['verwaltung.iqsh'], vnr)).erlaubteAktionen).toEqual(['archivieren']);
    expect((await forms(`/api/v1/angebote/${vnr}`)).json.status).toBe('abgesagt');
    expect(Object.fromEntries((await datesOf(vnr)).map((t) => [t.id, t.status]))).toEqual({
      [first]: 'abgesagt',
      [second]: 'abgesagt',
      [past]: 'durchgefuehrt',
    });
    expect(await bookingStates(backend, first)).toEqual({ [onFirst]: 'abgesagt' });
    expect(await bookingStates(backend, second)).toEqual({ [onSecond]: 'abgesagt' });
    expect(await bookingStates(backend, past)).toEqual({ [attended]: 'teilgenommen' });
    for (const uid of [onFirst, onSecond])
      expect((await notificationsOf(backend, uid)).at(-1)?.text).toContain(`fällt aus. Grund: ${grund}`);

    const history = await historyOf(vnr);
    expect(history.map((h) => [h.aktion, h.terminId])).toEqual([
      ['geaendert', null],
      ['termin_abgesagt', first],
      ['termin_abgesagt', second],
      ['absagen', null],
    ]);
    expect(history.at(-1)?.notiz).toBe(grund);
    expect((await step(organiser, vnr, 'absagen', { version: cancelled.version, grund })).json.error).toBe('falscher_status');
  });

  it('declines the schools’ open requests of an on-demand offer, telling each school head', async () => {
    const head = await who.withRoles(['schulleitung'], { schulleitung: true });
    const { vnr } = await publishedOffer(backend, { vtyp: 'ABRUF', anfrage: { schule: head.dstnr, status: 'angefragt' } });
    const { version } = await work(tokens['verwaltung.iqsh'], vnr);
    expect(
      (await step(tokens['verwaltung.iqsh'], vnr, 'absagen', { version, grund: 'Die Referentin steht nicht mehr zur Verfügung.' })).status,
    ).toBe(200);
    const [request] = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: head.token })).json).items;
    expect(request).toMatchObject({
      vnr,
      status: 'abgelehnt',
      begruendung: 'Die Abrufveranstaltung wurde abgesagt. Grund: Die Referentin steht nicht mehr zur Verfügung.',
    });
    expect((await notificationsOf(backend, head.uid)).at(-1)).toMatchObject({
      titel: 'Abrufveranstaltung abgelehnt',
      text: expect.stringContaining(`Ihre Anfrage ${request.referenz} zu „`),
    });
  });
});

describe('archiving an offer', () => {
  it('archives a cancelled or past offer for the administration only', async () => {
    const { vnr } = await publishedOffer(backend, { termine: [{ inTagen: 30 }] });
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const { version } = AngebotArbeitsstandSchema.parse(
      (await step(organiser, vnr, 'absagen', { version: (await work(organiser, vnr)).version, grund: 'Zu wenige Anmeldungen.' })).json,
    );
    expect((await step(organiser, vnr, 'archivieren', { version })).status).toBe(403);
    expect((await step(tokens['verwaltung.shibb'], vnr, 'archivieren', { version })).status).toBe(403);
    const archived = AngebotArbeitsstandSchema.parse(
      (await step(tokens['verwaltung.iqsh'], vnr, 'archivieren', { version, notiz: 'Schuljahresende' })).json,
    );
    expect(archived).toMatchObject({ status: 'archiviert', erlaubteAktionen: [] });
    expect((await historyOf(vnr)).at(-1)).toMatchObject({ aktion: 'archivieren', rolle: 'verwaltung', notiz: 'Schuljahresende' });

    const past = await publishedOffer(backend, { termine: [{ inTagen: -30 }] });
    const pastVersion = (await work(tokens['verwaltung.iqsh'], past.vnr)).version;
    expect((await step(tokens['verwaltung.iqsh'], past.vnr, 'archivieren', { version: pastVersion })).json.status).toBe('archiviert');
  });

  it('archives nothing that is still ahead: dates to come, requests of schools waiting for an answer', async () => {
    const administration = tokens['verwaltung.iqsh'];
    const ahead = await publishedOffer(backend, { termine: [{ inTagen: 30 }] });
    const refused = await step(administration, ahead.vnr, 'archivieren', { version: (await work(administration, ahead.vnr)).version });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'termine_ausstehend', message: expect.stringContaining('kommende Termine') });

    const head = await who.withRoles(['schulleitung'], { schulleitung: true });
    const asked = await publishedOffer(backend, { vtyp: 'ABRUF', anfrage: { schule: head.dstnr, status: 'angefragt' } });
    const open = await step(administration, asked.vnr, 'archivieren', { version: (await work(administration, asked.vnr)).version });
    expect(open.json.error).toBe('anfragen_offen');
    expect((await work(administration, asked.vnr)).status).toBe('veroeffentlicht');
  });
});
