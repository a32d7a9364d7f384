import { EinlassErgebnisSchema, TeilnehmendeListSchema, TeilnehmendeSchema, type EinlassErgebnis } from '@fobu/api-contract';
import { formatDay } from '@fobu/domain';
import { randomUUID } from 'node:crypto';
import type { RunningBackend } from '../server';
import { bookedUser, bookingStates, formsBackendWith, notificationsOf, people, publishedOffer } from '../test-support/date-work';
import type { serviceClient } from '../test-support/harness';
import { checkInCode } from './check-in-code';

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
afterAll(() => backend?.close());

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The booking of the person (their latest). */
async function bookingOf(uid: string): Promise<number> {
  const [row] = await backend.db.query<{ id: number }>('SELECT id FROM anmeldungen WHERE uid = $1 ORDER BY id DESC LIMIT 1', [uid]);
  return row.id;
}

/** A person holding a booking of the date in the state given: their uid, booking, full name and token. */
async function participant(vnr: string, terminId: number, status: string) {
  const user = await who.withRoles(['lehrkraft'], { anmeldungen: [{ vnr, terminId, status }] });
  const [{ vorname, name }] = await backend.db.query<{ vorname: string; name: string }>('SELECT vorname, name FROM users WHERE uid = $1', [
    user.uid,
  ]);
  return { uid: user.uid, id: await bookingOf(user.uid), fullName: `${vorname} ${name}`, token: user.token };
}

async function counters(terminId: number) {
  const [row] = await backend.db.query<{ zugelassen: number; wartend: number }>('SELECT zugelassen, wartend FROM termine WHERE id = $1', [
    terminId,
  ]);
  return row;
}

/** Lets the date run in the sessions given (hours from now), so that attendance and check-in apply. */
async function runIn(terminId: number, sessions: [number, number][]) {
  const sitzungen = sessions.map(([from, to]) => ({ beginn: hoursFromNow(from), ende: hoursFromNow(to) }));
  await backend.db.query('UPDATE termine SET beginn = $2, ende = $3, sitzungen = $4 WHERE id = $1', [
    terminId,
    sitzungen[0].beginn,
    sitzungen[sitzungen.length - 1].ende,
    JSON.stringify(sitzungen),
  ]);
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
    const move = (token: string, terminId: number, notiz?: string) =>
      forms(`/api/v1/anmeldungen/${moving.id}/umbuchen`, { body: { terminId, notiz }, user: token });
    const organiser = tokens['veranstaltungsleiter.iqsh'];

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

describe('check-in at the door', () => {
  let date: number;
  let vnr: string;
  beforeAll(async () => {
    const offer = await publishedOffer(backend, { termine: [{ plaetze: 10 }] });
    [vnr, date] = [offer.vnr, offer.termine[0].id];
    // Doors open: the session begins within two hours.
    await runIn(date, [[1, 5]]);
  });
  const scan = (body: Record<string, unknown>, token = tokens['veranstaltungsleiter.iqsh'], vorgangId = randomUUID()) =>
    forms(`/api/v1/termine/${date}/einlass`, { body: { am: new Date().toISOString(), vorgangId, ...body }, user: token });
  const codeOf = (person: { id: number; token: string }) => forms(`/api/v1/anmeldungen/${person.id}/einlass-code`, { user: person.token });
  const result = (answer: { json: unknown }): EinlassErgebnis => EinlassErgebnisSchema.parse(answer.json);

  it('gives a code only for one’s own booking with a seat', async () => {
    const admitted = await participant(vnr, date, 'zugelassen');
    const waiting = await participant(vnr, date, 'warteliste');
    const own = await codeOf(admitted);
    expect(own.json).toEqual({
      code: expect.stringMatching(new RegExp(`^FOBU-EINLASS\\.${date}\\.${admitted.id}\\.[\\w-]+$`)),
      terminId: date,
    });
    expect((await forms(`/api/v1/anmeldungen/${admitted.id}/einlass-code`, { user: waiting.token })).status).toBe(404);
    const refused = await codeOf(waiting);
    expect([refused.status, refused.json.error]).toEqual([409, 'kein_einlass']);
    expect(refused.json.message).toContain('„auf der Warteliste“');
  });

  it('lets in once, answers a second scan with the time, and records the session’s attendance', async () => {
    const person = await participant(vnr, date, 'zugelassen');
    const { code } = (await codeOf(person)).json;
    const vorgangId = randomUUID();
    const first = result(await scan({ code }, undefined, vorgangId));
    expect(first).toMatchObject({ ergebnis: 'eingelassen', anmeldungId: person.id, status: 'teilgenommen' });
    expect(`${first.vorname} ${first.name}`).toBe(person.fullName);
    expect(result(await scan({ code }))).toEqual({ ...first, ergebnis: 'schon_eingelassen' });
    // The same check-in sent again (offline, then online) is answered as the first time.
    expect(result(await scan({ code }, undefined, vorgangId))).toEqual(first);
    const [row] = await backend.db.query<{ eingelassen_am: Date }>('SELECT eingelassen_am FROM anmeldungen WHERE id = $1', [person.id]);
    expect(row.eingelassen_am.toISOString()).toBe(first.eingelassenAm);
    const list = TeilnehmendeListSchema.parse(
      (await forms(`/api/v1/termine/${date}/teilnehmende`, { user: tokens['verwaltung.iqsh'] })).json,
    ).items;
    expect(list.find((p) => p.id === person.id)).toMatchObject({
      eingelassenAm: first.eingelassenAm,
      anwesenheit: [{ sitzung: 0, status: 'teilgenommen', erfasstAm: expect.any(String) }],
    });
  });

  it('refuses forged codes, names codes of another date and people without a seat', async () => {
    const person = await participant(vnr, date, 'zugelassen');
    const { code } = (await codeOf(person)).json as { code: string };
    const forged = code.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(result(await scan({ code: forged })).ergebnis).toBe('ungueltig');
    expect(result(await scan({ code: code.replace(`.${person.id}.`, `.${person.id + 1}.`) })).ergebnis).toBe('ungueltig');
    expect(result(await scan({ code: 'https://example.org/' })).ergebnis).toBe('ungueltig');

    const other = await publishedOffer(backend, { termine: [{}] });
    const elsewhere = await participant(other.vnr, other.termine[0].id, 'zugelassen');
    const foreign = (await codeOf(elsewhere)).json.code;
    expect(result(await scan({ code: foreign }))).toMatchObject({ ergebnis: 'anderer_termin', terminId: other.termine[0].id, name: null });

    const waiting = await participant(vnr, date, 'warteliste');
    const notAdmitted = result(await scan({ code: checkInCode(backend.config.signingKey, date, waiting.id) }));
    expect(notAdmitted).toMatchObject({ ergebnis: 'nicht_zugelassen', status: 'warteliste', anmeldungId: waiting.id });
    expect(`${notAdmitted.vorname} ${notAdmitted.name}`).toBe(waiting.fullName);
    expect((await scan({ code }, tokens['qualitaetskontrolle.iqsh'])).status).toBe(403);
  });

  it('lets in by name, takes a check-in made offline later, and refuses one older than a week', async () => {
    const byName = await participant(vnr, date, 'zugelassen');
    const inFuture = result(await scan({ anmeldungId: byName.id, am: hoursFromNow(3) }));
    expect(inFuture).toMatchObject({ ergebnis: 'eingelassen', anmeldungId: byName.id });
    expect(Date.parse(String(inFuture.eingelassenAm))).toBeLessThanOrEqual(Date.now());
    const late = await participant(vnr, date, 'zugelassen');
    const old = await scan({ anmeldungId: late.id, am: hoursFromNow(-8 * 24) });
    expect(old.status).toBe(400);
    const elsewhere = await bookedUser(backend, vnr, (await publishedOffer(backend, { termine: [{}] })).termine[0].id, 'zugelassen');
    expect((await scan({ anmeldungId: await bookingOf(elsewhere) })).status).toBe(404);
  });

  it('lets in once per session where a date has several, also when the earlier check-in arrives later', async () => {
    const offer = await publishedOffer(backend, { termine: [{}] });
    const twoDays = offer.termine[0].id;
    await runIn(twoDays, [
      [-28, -24],
      [1, 5],
    ]);
    const person = await participant(offer.vnr, twoDays, 'zugelassen');
    const { code } = (await forms(`/api/v1/anmeldungen/${person.id}/einlass-code`, { user: person.token })).json;
    const at = (am: string) =>
      forms(`/api/v1/termine/${twoDays}/einlass`, { body: { code, am, vorgangId: randomUUID() }, user: tokens['verwaltung.iqsh'] });
    const today = result(await at(new Date().toISOString()));
    expect(today.ergebnis).toBe('eingelassen');
    expect(result(await at(new Date().toISOString())).ergebnis).toBe('schon_eingelassen');
    // The first day's check-in, kept offline until now.
    expect(result(await at(hoursFromNow(-27))).ergebnis).toBe('eingelassen');
    const [row] = await backend.db.query<{ eingelassen_am: Date }>('SELECT eingelassen_am FROM anmeldungen WHERE id = $1', [person.id]);
    expect(row.eingelassen_am.toISOString()).toBe(today.eingelassenAm);
    const attendance = await backend.db.query('SELECT sitzung, status FROM anwesenheiten WHERE anmeldung_id = $1 ORDER BY sitzung', [
      person.id,
    ]);
    expect(attendance).toEqual([
      { sitzung: 0, status: 'teilgenommen' },
      { sitzung: 1, status: 'teilgenommen' },
    ]);
  });

  it('lets nobody in before the doors of a session open or after the date', async () => {
    const offer = await publishedOffer(backend, { termine: [{}] });
    const later = offer.termine[0].id;
    await runIn(later, [[5, 9]]);
    const person = await participant(offer.vnr, later, 'zugelassen');
    const early = await forms(`/api/v1/termine/${later}/einlass`, {
      body: { anmeldungId: person.id, am: new Date().toISOString(), vorgangId: randomUUID() },
      user: tokens['verwaltung.iqsh'],
    });
    expect([early.status, early.json.error]).toEqual([409, 'kein_einlass']);
    expect(early.json.message).toMatch(/^Der Einlass beginnt zwei Stunden vor der Sitzung: am .+ um \d\d:\d\d Uhr\.$/);
    await runIn(later, [[-9, -5]]);
    const over = await forms(`/api/v1/termine/${later}/einlass`, {
      body: { anmeldungId: person.id, am: new Date().toISOString(), vorgangId: randomUUID() },
      user: tokens['verwaltung.iqsh'],
    });
    expect(over.json.message).toBe('Der Termin ist vorbei; es wird niemand mehr eingelassen.');
  });

  it('lets in once of two scans of one code at once', async () => {
    const person = await participant(vnr, date, 'zugelassen');
    const { code } = (await codeOf(person)).json;
    const answers = await Promise.all([scan({ code }), scan({ code })]);
    expect(answers.map((a) => result(a).ergebnis).sort()).toEqual(['eingelassen', 'schon_eingelassen']);
  });
});
