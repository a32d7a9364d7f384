import { TeilnehmendeListSchema, TeilnehmendeSchema } from '@fobu/api-contract';
import { formatDay } from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { bookedUser, bookingStates, formsBackendWith, notificationsOf, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';
import { participantWork } from '../../test-support/participant-work';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'veranstaltungsleiter.iqsh',
      'verwaltung.iqsh',
      'qualitaetskontrolle.iqsh',
    ])),
);

const { bookingOf, participant, runIn } = participantWork(() => ({ backend, who }));

async function counters(terminId: number) {
  const [row] = await backend.db.query<{ zugelassen: number; wartend: number }>('SELECT zugelassen, wartend FROM termine WHERE id = $1', [
    terminId,
  ]);
  return row;
}

const lastNotification = async (uid: string) => (await notificationsOf(backend, uid)).at(-1);
const changeStatus = (token: string, id: number, body: unknown) => forms(`/api/v1/anmeldungen/${id}/status`, { body, user: token });

describe('changing a booking for the person', () => {
  it('admits from the waiting list by hand and tells the person', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ plaetze: 2 }] });
    const date = termine[0].id;
    await bookedUser(backend, vnr, date, 'zugelassen');
    const waiting = await participant(vnr, date, 'warteliste');
    const admitted = await changeStatus(tokens['veranstaltungsleiter.iqsh'], waiting.id, { status: 'zugelassen' });
    expect([admitted.status, admitted.json.status]).toEqual([200, 'zugelassen']);
    expect(await counters(date)).toEqual({ zugelassen: 2, wartend: 0 });
    expect((await lastNotification(waiting.uid))?.text).toContain('hat jetzt den Status „zugelassen“');
  });

  it('cancels for the person after the deadline, with the reason told, and moves the waiting list up', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ plaetze: 1 }] });
    const date = termine[0].id;
    const seated = await participant(vnr, date, 'zugelassen');
    const waiting = await participant(vnr, date, 'warteliste');
    await backend.db.query(`UPDATE termine SET stornofrist = now() - interval '1 day' WHERE id = $1`, [date]);
    const body = { status: 'storniert', notiz: 'Die Schule braucht Frau Test an dem Tag im Unterricht.' };
    expect((await changeStatus(tokens['qualitaetskontrolle.iqsh'], seated.id, body)).status).toBe(403);
    const cancelled = await changeStatus(tokens['verwaltung.iqsh'], seated.id, body);
    expect([cancelled.status, cancelled.json.status]).toEqual([200, 'storniert']);
    expect((await lastNotification(seated.uid))?.text).toContain(
      'hat jetzt den Status „storniert“. Begründung: Die Schule braucht Frau Test an dem Tag im Unterricht.',
    );
    expect(await bookingStates(backend, date)).toEqual({ [seated.uid]: 'storniert', [waiting.uid]: 'zugelassen' });
    expect(await counters(date)).toEqual({ zugelassen: 1, wartend: 0 });
    expect((await lastNotification(waiting.uid))?.text).toContain('„zugelassen“');
    expect((await changeStatus(tokens['verwaltung.iqsh'], seated.id, body)).json.error).toBe('ungueltiger_statuswechsel');
  });
});

describe('moving a person to another date', () => {
  it('moves to a free seat of another date of the offer, frees the old seat for the waiting list and tells the person when', async () => {
    const { vnr, termine } = await publishedOffer(backend, {
      termine: [
        { inTagen: 20, plaetze: 1 },
        { inTagen: 27, plaetze: 1 },
        { inTagen: 34, plaetze: 2 },
      ],
    });
    const [first, full, free] = termine.map((t) => t.id);
    const other = (await publishedOffer(backend, { termine: [{ inTagen: 20 }] })).termine[0].id;
    const moving = await participant(vnr, first, 'zugelassen');
    const waiting = await participant(vnr, first, 'warteliste');
    await bookedUser(backend, vnr, full, 'zugelassen');
    const move = (token: string, terminId: number, notiz = 'Die Schule hat darum gebeten.') =>
      forms(`/api/v1/anmeldungen/${moving.id}/umbuchen`, { body: { terminId, notiz }, user: token });
    const organiser = tokens['veranstaltungsleiter.iqsh'];

    // Staff who move a person say why (docs/participants.md): the person is told.
    expect((await move(organiser, free, ' ')).json).toMatchObject({ error: 'validation_failed' });
    const refused = await move(organiser, full);
    expect([refused.status, refused.json.error]).toEqual([409, 'ausgebucht']);
    expect(refused.json.message).toMatch(/^Auf dem Termin am .+ ist kein Platz mehr frei\.$/);
    expect((await move(organiser, first)).json.error).toBe('gleicher_termin');
    expect((await move(organiser, other)).json.error).toBe('anderes_angebot');
    expect((await move(tokens['qualitaetskontrolle.iqsh'], free)).status).toBe(403);
    expect((await move(moving.token, free)).status).toBe(403);

    const moved = await move(organiser, free, 'Der erste Termin ist für Ihre Schule zu früh.');
    expect(moved.status).toBe(200);
    expect(TeilnehmendeSchema.parse(moved.json)).toMatchObject({ id: moving.id, terminId: free, status: 'zugelassen', uid: moving.uid });
    expect(await counters(first)).toEqual({ zugelassen: 1, wartend: 0 });
    expect(await counters(free)).toEqual({ zugelassen: 1, wartend: 0 });
    expect(await bookingStates(backend, first)).toEqual({ [waiting.uid]: 'zugelassen' });
    const told = await lastNotification(moving.uid);
    expect(told).toMatchObject({ art: 'anmeldestatus', anmeldung_id: moving.id });
    expect(told?.text).toContain(`auf den Termin am ${formatDay(termine[2].beginn)}, `);
    expect(told?.text).toContain('umgebucht und sind dort zugelassen. Begründung: Der erste Termin ist für Ihre Schule zu früh.');
  });
});

describe('attendance', () => {
  it('records a session from its start on, all present and then the exceptions; the states follow and the seats stay', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ plaetze: 5 }] });
    const date = termine[0].id;
    await runIn(date, [
      [-1, 3],
      [48, 52],
    ]);
    const [present, absent, excused] = [
      await participant(vnr, date, 'zugelassen'),
      await participant(vnr, date, 'zugelassen'),
      await participant(vnr, date, 'zugelassen'),
    ];
    const waiting = await participant(vnr, date, 'warteliste');
    const elsewhere = await participant(vnr, (await publishedOffer(backend, { termine: [{}] })).termine[0].id, 'zugelassen');
    const record = (token: string, sitzung: number | null, eintraege: { anmeldungId: number; status: string }[]) =>
      forms(`/api/v1/termine/${date}/anwesenheit`, { method: 'PUT', body: { sitzung, eintraege }, user: token });
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const everyone = [present, absent, excused].map((p) => ({ anmeldungId: p.id, status: 'teilgenommen' }));

    const early = await record(organiser, 1, everyone);
    expect([early.status, early.json.error]).toEqual([409, 'termin_nicht_begonnen']);
    expect(early.json.message).toMatch(/^Die Anwesenheit kann erst ab Beginn der Sitzung am .+ um \d\d:\d\d Uhr erfasst werden\.$/);
    expect((await record(organiser, 2, everyone)).status).toBe(400);
    expect((await record(tokens['qualitaetskontrolle.iqsh'], null, everyone)).status).toBe(403);
    expect((await forms(`/api/v1/termine/${date}/teilnehmende`, { user: tokens['qualitaetskontrolle.iqsh'] })).status).toBe(200);
    const notSeated = await record(organiser, 0, [{ anmeldungId: waiting.id, status: 'teilgenommen' }]);
    expect([notSeated.status, notSeated.json.error]).toEqual([409, 'kein_platz']);
    expect(notSeated.json.message).toContain(waiting.fullName);
    expect((await record(organiser, 0, [{ anmeldungId: elsewhere.id, status: 'teilgenommen' }])).json.error).toBe('nicht_vom_termin');

    expect((await record(organiser, null, everyone)).status).toBe(200);
    const after = await record(tokens['verwaltung.iqsh'], 0, [
      { anmeldungId: absent.id, status: 'nicht_erschienen' },
      { anmeldungId: excused.id, status: 'entschuldigt' },
    ]);
    const list = TeilnehmendeListSchema.parse(after.json).items;
    expect(Object.fromEntries(list.map((p) => [p.uid, p.status]))).toEqual({
      [present.uid]: 'teilgenommen',
      [absent.uid]: 'nicht_erschienen',
      [excused.uid]: 'entschuldigt',
      [waiting.uid]: 'warteliste',
    });
    expect(list.find((p) => p.id === absent.id)?.anwesenheit).toEqual([
      { sitzung: 0, status: 'nicht_erschienen', erfasstAm: expect.any(String) },
    ]);
    expect(await counters(date)).toEqual({ zugelassen: 3, wartend: 1 });
    expect((await lastNotification(absent.uid))?.text).toContain('„nicht erschienen“');
    expect((await lastNotification(excused.uid))?.text).toContain('„entschuldigt gefehlt“');
  });
});

describe('messages to participants', () => {
  it('tells each chosen person once, by e-mail those who want e-mail, and nobody who switched messages off', async () => {
    const { vnr, titel, termine } = await publishedOffer(backend, { termine: [{}] });
    const date = termine[0].id;
    const [reader, quiet, noMail] = [
      await participant(vnr, date, 'zugelassen'),
      await participant(vnr, date, 'zugelassen'),
      await participant(vnr, date, 'warteliste'),
    ];
    await backend.db.query(`UPDATE users SET benachrichtigungen_aus = '{nachricht}' WHERE uid = $1`, [quiet.uid]);
    await backend.db.query('UPDATE users SET email_abo = false WHERE uid = $1', [noMail.uid]);
    const elsewhere = await bookedUser(backend, vnr, (await publishedOffer(backend, { termine: [{}] })).termine[0].id, 'zugelassen');
    const send = (token: string, anmeldungIds: number[]) =>
      forms(`/api/v1/termine/${date}/nachrichten`, {
        body: { betreff: 'Raumänderung', text: 'Wir treffen uns in Raum 2.14.', anmeldungIds },
        user: token,
      });

    expect((await send(tokens['qualitaetskontrolle.iqsh'], [reader.id])).status).toBe(403);
    expect((await send(tokens['veranstaltungsleiter.iqsh'], [reader.id, await bookingOf(elsewhere)])).status).toBe(400);
    const sent = await send(tokens['veranstaltungsleiter.iqsh'], [reader.id, quiet.id, noMail.id, reader.id]);
    expect([sent.status, sent.json]).toEqual([200, { benachrichtigt: 2, emails: 1 }]);
    expect(await lastNotification(reader.uid)).toEqual({
      art: 'nachricht',
      titel: `Nachricht zu „${titel}“: Raumänderung`,
      text: 'Wir treffen uns in Raum 2.14.',
      anmeldung_id: reader.id,
    });
    expect((await notificationsOf(backend, reader.uid)).filter((n) => n.art === 'nachricht')).toHaveLength(1);
    expect((await notificationsOf(backend, quiet.uid)).some((n) => n.art === 'nachricht')).toBe(false);
    expect((await lastNotification(noMail.uid))?.art).toBe('nachricht');
  });
});
