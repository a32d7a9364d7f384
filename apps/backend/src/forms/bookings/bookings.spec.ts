import { BOOKING_STATE_PHRASES } from '@fobu/domain';
import { AnmeldungSchema, TerminSearchItemSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { BOOKING_SPEC_USERS, formsBackendSignedIn, prepareBookableDate, serviceClient, signIn } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let users: Record<string, string>;

const prepareDate = (offset: number, set: string) => prepareBookableDate(backend, offset, set);

beforeAll(async () => {
  ({ backend, forms, users } = await formsBackendSignedIn(BOOKING_SPEC_USERS));
});
afterAll(() => backend?.close());
describe('bookings', () => {
  it('admits exactly one of many parallel bookings of the last seat; the waiting list moves up in order', async () => {
    const id = await prepareDate(0, 'max_plaetze = 1, warteliste_plaetze = 2');
    const teachers = await backend.db.query<{ username: string }>(`SELECT username FROM users WHERE uid LIKE '5%' ORDER BY uid LIMIT 12`);
    const tokens = await Promise.all(teachers.map((t) => signIn(backend, t.username).then((r) => r.access_token)));
    const answers = await Promise.all(tokens.map((user) => forms('/api/v1/anmeldungen', { body: { terminId: id }, user })));
    const states = answers.map((a) => (a.status === 201 ? AnmeldungSchema.parse(a.json).status : a.json.error));
    expect(states.filter((s) => s === 'zugelassen')).toHaveLength(1);
    expect(states.filter((s) => s === 'warteliste')).toHaveLength(2);
    expect(states.filter((s) => s === 'ausgebucht')).toHaveLength(9);

    const admitted = answers.find((a) => a.json.status === 'zugelassen')!;
    const waiting = answers.filter((a) => a.json.status === 'warteliste').sort((a, b) => a.json.id - b.json.id);
    const cancel = await forms(`/api/v1/anmeldungen/${admitted.json.id}/stornieren`, {
      method: 'POST',
      user: tokens[answers.indexOf(admitted)],
    });
    expect(cancel.json.status).toBe('storniert');
    const list = await forms(`/api/v1/termine/${id}/teilnehmende`, { user: users['veranstaltungsleiter.iqsh'] });
    const byId = new Map(list.json.items?.map((p: { id: number; status: string }) => [p.id, p.status]));
    // The list needs the organiser of this offer; fall back to the database when it is someone else's.
    const rows = await backend.db.query<{ id: number; status: string }>('SELECT id, status FROM anmeldungen WHERE termin_id = $1', [id]);
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(status.get(waiting[0].json.id)).toBe('zugelassen');
    expect(status.get(waiting[1].json.id)).toBe('warteliste');
    expect(byId.size === 0 || byId.get(waiting[0].json.id) === 'zugelassen').toBe(true);
    const [termin] = await backend.db.query<{ zugelassen: number; wartend: number }>(
      'SELECT zugelassen, wartend FROM termine WHERE id = $1',
      [id],
    );
    expect(termin).toEqual({ zugelassen: 1, wartend: 1 });
  });

  it('answers with the waiting-list place, marks the date full and free again, and notifies', async () => {
    const id = await prepareDate(3, 'max_plaetze = 1, warteliste_plaetze = 2');
    const [first, second] = [users['lehrkraft.iqsh'], (await signIn(backend, 'u500140')).access_token];
    const date = async () => TerminSearchItemSchema.parse((await forms(`/api/v1/termine/${id}`)).json);
    const seat = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: first });
    expect(seat.json).toMatchObject({ status: 'zugelassen', wartelistePosition: null, terminId: id });
    expect(await date()).toMatchObject({ freiePlaetze: 0, warteliste: 0, status: 'ausgebucht' });
    const waiting = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: second });
    expect(AnmeldungSchema.parse(waiting.json)).toMatchObject({ status: 'warteliste', wartelistePosition: 1 });
    const [note] = await backend.db.query<{ titel: string; text: string }>(
      'SELECT titel, text FROM benachrichtigungen WHERE anmeldung_id = $1',
      [waiting.json.id],
    );
    expect(note.titel).toBe(`Anmeldung: ${BOOKING_STATE_PHRASES.warteliste}`);
    expect(note.text).toBe(`Ihre Anmeldung zu „${waiting.json.titel}“ hat jetzt den Status „${BOOKING_STATE_PHRASES.warteliste}“.`);

    await forms(`/api/v1/anmeldungen/${seat.json.id}/stornieren`, { method: 'POST', user: first });
    expect(await date()).toMatchObject({ freiePlaetze: 0, warteliste: 0, status: 'ausgebucht' });
    await forms(`/api/v1/anmeldungen/${waiting.json.id}/stornieren`, { method: 'POST', user: second });
    const free = await date();
    expect(free).toMatchObject({ freiePlaetze: 1, status: 'buchbar' });
    const [row] = await backend.db.query<{ beginn: Date }>('SELECT beginn FROM termine WHERE id = $1', [id]);
    expect(Date.parse(free.beginn)).toBe(row.beginn.getTime());
    const search = await forms(`/api/v1/termine?mandant=iqsh&vnr=${free.vnr}&von=2000-01-01&pageSize=100`);
    expect(search.json.items.find((t: { id: number }) => t.id === id)).toEqual(free);
  });

  it('refuses a second booking and a cancellation after the Stornofrist', async () => {
    const id = await prepareDate(1, 'max_plaetze = 5');
    const user = users['lehrkraft.iqsh'];
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user });
    expect(booked.status).toBe(201);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: id }, user })).status).toBe(409);
    await backend.db.query(`UPDATE termine SET stornofrist = now() - interval '1 hour' WHERE id = $1`, [id]);
    const late = await forms(`/api/v1/anmeldungen/${booked.json.id}/stornieren`, { method: 'POST', user });
    expect(late.status).toBe(409);
    expect(late.json.message).toContain('Stornofrist');
    const mine = await forms('/api/v1/anmeldungen/meine', { user });
    expect(mine.json.items.some((a: { id: number }) => a.id === booked.json.id)).toBe(true);
  });

  it("answers another person's booking id as unknown, whether it exists or not", async () => {
    const id = await prepareDate(8, 'max_plaetze = 5');
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    const foreign = await forms(`/api/v1/anmeldungen/${booked.json.id}/stornieren`, { method: 'POST', user: users['schulleitung.iqsh'] });
    const missing = await forms('/api/v1/anmeldungen/999999999/stornieren', { method: 'POST', user: users['schulleitung.iqsh'] });
    expect([foreign.status, foreign.json]).toEqual([missing.status, missing.json]);
    expect(foreign.status).toBe(404);
  });

  it('makes one booking of repeated requests with the same idempotency key, also at once, and keeps the remark', async () => {
    const id = await prepareDate(4, 'max_plaetze = 5');
    const key = 'b'.repeat(12) + Date.now();
    const request = () =>
      forms('/api/v1/anmeldungen', {
        body: { terminId: id, bemerkung: 'Ich komme mit dem Rollstuhl.' },
        user: users['lehrkraft.iqsh'],
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([request(), request(), request()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    const again = await request();
    expect(again.json.id).toBe(answers[0].json.id);
    const rows = await backend.db.query<{ n: number; bemerkung: string }>(
      `SELECT count(*) OVER ()::int AS n, bemerkung FROM anmeldungen WHERE termin_id = $1 AND uid = (SELECT uid FROM users WHERE username = 'lehrkraft.iqsh')`,
      [id],
    );
    expect(rows).toEqual([{ n: 1, bemerkung: 'Ich komme mit dem Rollstuhl.' }]);
    const [date] = await backend.db.query<{ zugelassen: number }>('SELECT zugelassen FROM termine WHERE id = $1', [id]);
    expect(date.zugelassen).toBe(1);
    // Without the key a second request is refused, and a malformed key is a 400.
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] })).json.error).toBe(
      'bereits_angemeldet',
    );
    expect(
      (await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'], headers: { 'idempotency-key': 'x y' } }))
        .status,
    ).toBe(400);
    // The same key with another request is a client's mistake, not a repetition: 422, and nothing is booked.
    const other = await prepareDate(11, 'max_plaetze = 5');
    const reused = await forms('/api/v1/anmeldungen', {
      body: { terminId: other },
      user: users['lehrkraft.iqsh'],
      headers: { 'idempotency-key': key },
    });
    expect([reused.status, reused.json.error]).toEqual([422, 'idempotency_key_reused']);
    expect(await backend.db.query('SELECT 1 FROM anmeldungen WHERE termin_id = $1', [other])).toEqual([]);
  });

  it('enrols in a self-learning course at once, with the platform link', async () => {
    const [slk] = await backend.db.query<{ vnr: string }>(
      `SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND vtyp = 'SLK' AND status = 'veroeffentlicht' AND 'lehrkraft' = ANY(zielgruppen) ORDER BY vnr DESC LIMIT 1`,
    );
    const enrolled = await forms('/api/v1/anmeldungen', { body: { vnr: slk.vnr }, user: users['lehrkraft.iqsh'] });
    expect(enrolled.json.status).toBe('eingeschrieben');
    expect(enrolled.json.plattformLink).toMatch(/^https:/);
  });

  it('lets a participant finish a course only where the course leaves that to them', async () => {
    const course = async (selbst: boolean) =>
      (
        await backend.db.query<{ vnr: string }>(
          `SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND vtyp = 'SLK' AND status = 'veroeffentlicht' AND selbstabschluss = $1 AND 'lehrkraft' = ANY(zielgruppen)
           AND vnr NOT IN (SELECT vnr FROM anmeldungen WHERE uid = (SELECT uid FROM users WHERE username = 'lehrkraft.iqsh')) ORDER BY vnr LIMIT 1`,
          [selbst],
        )
      )[0].vnr;
    const enrol = async (vnr: string) => (await forms('/api/v1/anmeldungen', { body: { vnr }, user: users['lehrkraft.iqsh'] })).json;
    const finish = (id: number, user = users['lehrkraft.iqsh']) =>
      forms(`/api/v1/anmeldungen/${id}/abschliessen`, { method: 'POST', user });
    const own = await enrol(await course(true));
    expect(own.selbstabschluss).toBe(true);
    expect((await finish(own.id, users['schulleitung.iqsh'])).status).toBe(404);
    expect((await finish(own.id)).json).toMatchObject({ status: 'abgeschlossen' });
    expect((await finish(own.id)).json.error).toBe('nicht_eingeschrieben');
    const reported = await enrol(await course(false));
    expect((await finish(reported.id)).json.error).toBe('kein_selbstabschluss');
  });

  it('refuses dates and courses meant for other target groups, naming the role', async () => {
    const id = await prepareDate(5, 'max_plaetze = 5');
    const [{ vnr }] = await backend.db.query<{ vnr: string }>('SELECT vnr FROM termine WHERE id = $1', [id]);
    await backend.db.query(`UPDATE angebote SET zielgruppen = '{liv,schulbegleiter}' WHERE vnr = $1`, [vnr]);
    const [slk] = await backend.db.query<{ vnr: string }>(
      `SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND vtyp = 'SLK' AND status = 'veroeffentlicht' AND NOT ('lehrkraft' = ANY(zielgruppen)) LIMIT 1`,
    );
    const bookings = async () =>
      (await backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM anmeldungen WHERE vnr = ANY($1)', [[vnr, slk.vnr]]))[0].n;
    const before = await bookings();
    const refused = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'andere_zielgruppe', message: expect.stringContaining('„Lehrkraft“') });
    const course = await forms('/api/v1/anmeldungen', { body: { vnr: slk.vnr }, user: users['lehrkraft.iqsh'] });
    expect(course.json.error).toBe('andere_zielgruppe');
    expect(await bookings()).toBe(before);
  });
});

describe('who may do what (403)', () => {
  it('lets nobody book another tenant’s date, cancel another person’s booking (404) or change bookings as a teacher (403)', async () => {
    const id = await prepareDate(3, 'max_plaetze = 5');
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.shibb'] })).status).toBe(403);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['veranstaltungsleiter.iqsh'] })).status).toBe(403);
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    expect(
      (await forms(`/api/v1/anmeldungen/${booked.json.id}/stornieren`, { method: 'POST', user: users['schulleitung.iqsh'] })).status,
    ).toBe(404);
    expect(
      (await forms(`/api/v1/anmeldungen/${booked.json.id}/status`, { body: { status: 'abgesagt' }, user: users['lehrkraft.iqsh'] })).status,
    ).toBe(403);
    expect((await forms('/api/v1/meine-angebote', { user: users['lehrkraft.iqsh'] })).status).toBe(403);
    expect((await forms('/api/v1/angebote?mandant=iqsh&archiv=1')).status).toBe(403);
    // The archive is the administration's, whichever way it is asked for.
    expect((await forms('/api/v1/angebote?mandant=iqsh&status=archiviert', { user: users['verwaltung.iqsh'] })).status).toBe(403);
    const staffList = await forms('/api/v1/angebote?mandant=iqsh&pageSize=100', { user: users['verwaltung.iqsh'] });
    expect(staffList.json.items.some((offer: { status: string }) => offer.status === 'archiviert')).toBe(false);
    const archive = await forms('/api/v1/angebote?mandant=iqsh&status=archiviert', { user: users['administrator.iqsh'] });
    expect(archive.status).toBe(200);
    expect(archive.json.items.every((offer: { status: string }) => offer.status === 'archiviert')).toBe(true);
  });
});
