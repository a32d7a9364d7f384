import { EinlassErgebnisSchema, TeilnehmendeListSchema, type EinlassErgebnis } from '@fobu/api-contract';
import { randomUUID } from 'node:crypto';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';
import { checkInCode } from './check-in-code';
import { hoursFromNow, participantWork } from '../../test-support/participant-work';

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
