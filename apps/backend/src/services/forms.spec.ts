import { BOOKING_STATE_PHRASES } from '@fobu/domain';
import { AngebotPageSchema, AnmeldungSchema, SchulePageSchema, TerminPageSchema, TerminSearchItemSchema } from '@fobu/api-contract';
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

  it('lets only the school head of the same school approve', async () => {
    const id = await prepareDate(2, 'max_plaetze = 5');
    await backend.db.query('UPDATE termine SET genehmigung_erforderlich = true WHERE id = $1', [id]);
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    expect(booked.json.status).toBe('wartet_auf_genehmigung');
    const decide = (user: string) =>
      forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, { body: { entscheidung: 'genehmigt' }, user });
    expect((await decide(users['lehrkraft.iqsh'])).status).toBe(403);
    // Another school's head learns nothing about the booking, not even that it exists.
    expect((await decide(users['schulleitung.shibb'])).status).toBe(404);
    const pending = await forms('/api/v1/genehmigungen', { user: users['schulleitung.iqsh'] });
    expect(pending.json.items.some((p: { id: number }) => p.id === booked.json.id)).toBe(true);
    const approved = await decide(users['schulleitung.iqsh']);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('zugelassen');
  });

  it('refuses a school head who also teaches to approve their own booking after switching role (four eyes)', async () => {
    const id = await prepareDate(6, 'max_plaetze = 5, genehmigung_erforderlich = true');
    const { access_token: both } = await signIn(backend, 'mehrfach.iqsh', 'iqsh');
    const switchTo = (role: string) =>
      fetch(`${backend.urls.idp}/api/v1/userApplicationRole?role=${role}&application=FOBU&scope=user`, {
        headers: { authorization: `Bearer ${both}` },
      });
    expect((await switchTo('lehrkraft')).status).toBe(200);
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: both });
    expect(booked.json.status).toBe('wartet_auf_genehmigung');
    expect((await switchTo('schulleitung')).status).toBe(200);
    const pending = await forms('/api/v1/genehmigungen', { user: both });
    expect(pending.json.items.some((p: { id: number }) => p.id === booked.json.id)).toBe(false);
    const own = await forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, { body: { entscheidung: 'genehmigt' }, user: both });
    expect(own.status).toBe(403);
    expect(own.json.message).toContain('andere Person');
    const other = await forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, {
      body: { entscheidung: 'genehmigt' },
      user: users['schulleitung.iqsh'],
    });
    expect(other.json.status).toBe('zugelassen');
  });

  it('approves no place on a cancelled date or one that has begun; admits by hand while the date runs, not after its end', async () => {
    const id = await prepareDate(7, 'max_plaetze = 5, genehmigung_erforderlich = true');
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    expect(booked.json.status).toBe('wartet_auf_genehmigung');
    await backend.db.query(`UPDATE termine SET status = 'abgesagt' WHERE id = $1`, [id]);
    const approval = await forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, {
      body: { entscheidung: 'genehmigt' },
      user: users['schulleitung.iqsh'],
    });
    expect(approval.status).toBe(409);
    expect(approval.json.error).toBe('termin_vorbei');
    await backend.db.query(`UPDATE termine SET status = 'buchbar', beginn = now() - interval '1 hour' WHERE id = $1`, [id]);
    const lateApproval = await forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, {
      body: { entscheidung: 'genehmigt' },
      user: users['schulleitung.iqsh'],
    });
    expect(lateApproval.json.error).toBe('termin_vorbei');
    await backend.db.query(`UPDATE termine SET ende = now() - interval '1 minute' WHERE id = $1`, [id]);
    const afterTheEnd = await forms(`/api/v1/anmeldungen/${booked.json.id}/status`, {
      body: { status: 'zugelassen' },
      user: users['verwaltung.iqsh'],
    });
    expect(afterTheEnd.status).toBe(409);
    expect(afterTheEnd.json.error).toBe('termin_vorbei');
    await backend.db.query(`UPDATE termine SET ende = now() + interval '2 hours' WHERE id = $1`, [id]);
    const atTheDoor = await forms(`/api/v1/anmeldungen/${booked.json.id}/status`, {
      body: { status: 'zugelassen' },
      user: users['verwaltung.iqsh'],
    });
    expect(atTheDoor.json.status).toBe('zugelassen');
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

  it('refuses with a reason only, and tells the teacher the reason', async () => {
    const id = await prepareDate(3, 'max_plaetze = 5');
    await backend.db.query('UPDATE termine SET genehmigung_erforderlich = true WHERE id = $1', [id]);
    const booked = await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: users['lehrkraft.iqsh'] });
    const decide = (body: object) => forms(`/api/v1/anmeldungen/${booked.json.id}/genehmigung`, { body, user: users['schulleitung.iqsh'] });
    const bare = await decide({ entscheidung: 'abgelehnt' });
    expect(bare.status).toBe(400);
    expect(bare.json.details).toEqual([expect.objectContaining({ path: 'begruendung', message: 'Bitte begründen Sie die Ablehnung.' })]);
    const refused = await decide({ entscheidung: 'abgelehnt', begruendung: 'Am Tag der Fortbildung ist Zeugniskonferenz.' });
    expect(refused.json.status).toBe('nicht_zugelassen');
    const [note] = await backend.db.query<{ text: string }>(
      'SELECT text FROM benachrichtigungen WHERE anmeldung_id = $1 ORDER BY id DESC LIMIT 1',
      [booked.json.id],
    );
    expect(note.text).toMatch(/nicht zugelassen“\. Begründung der Schulleitung: Am Tag der Fortbildung ist Zeugniskonferenz\.$/);
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

describe('exports', () => {
  it('writes a participant whose name is a formula as text, and names the file from the checked id', async () => {
    const id = await prepareDate(12, 'max_plaetze = 5');
    const [teacher] = await backend.db.query<{ uid: string; username: string }>(
      `SELECT uid, username FROM users WHERE uid LIKE '5%' ORDER BY uid DESC LIMIT 1`,
    );
    await backend.db.query(`UPDATE users SET vorname = '=HYPERLINK("https://evil.example")' WHERE uid = $1`, [teacher.uid]);
    const { access_token } = await signIn(backend, teacher.username);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: id }, user: access_token })).status).toBe(201);
    const csv = await forms(`/api/v1/termine/${id}/teilnehmende.csv`, { user: users['verwaltung.iqsh'] });
    expect(csv.json).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="teilnehmende-${id}.csv"`);
  });
});

describe('who may do what (403)', () => {
  it('keeps participant lists to the offer’s organiser and administration of the same tenant', async () => {
    const [own] = await backend.db.query<{ id: number }>(
      `SELECT t.id FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE g.leitung_uid = '1011' LIMIT 1`,
    );
    const [foreign] = await backend.db.query<{ id: number }>(
      `SELECT t.id FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE g.mandant = 'iqsh' AND g.leitung_uid <> '1011' LIMIT 1`,
    );
    expect((await forms(`/api/v1/termine/${own.id}/teilnehmende`, { user: users['veranstaltungsleiter.iqsh'] })).status).toBe(200);
    expect(
      (await forms(`/api/v1/termine/${own.id}/teilnehmende.csv`, { user: users['veranstaltungsleiter.iqsh'] })).headers.get('content-type'),
    ).toContain('text/csv');
    expect((await forms(`/api/v1/termine/${foreign.id}/teilnehmende`, { user: users['veranstaltungsleiter.iqsh'] })).status).toBe(403);
    expect((await forms(`/api/v1/termine/${own.id}/teilnehmende`, { user: users['lehrkraft.iqsh'] })).status).toBe(403);
    expect((await forms(`/api/v1/termine/${own.id}/teilnehmende`, { user: users['verwaltung.shibb'] })).status).toBe(403);
    expect((await forms(`/api/v1/termine/${own.id}/teilnehmende.csv`, { user: users['verwaltung.shibb'] })).status).toBe(403);
  });

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
