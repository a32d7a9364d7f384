import { AbrufanfrageListSchema, AbrufanfrageSchema } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const users: Record<string, string> = {};
const inDays = (days: number) => isoDayInGermany(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  backend = await startTestBackend();
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  for (const name of ['schulleitung.iqsh', 'schulleitung.shibb', 'lehrkraft.iqsh'])
    users[name] = (await signIn(backend, name, name.split('.')[1])).access_token;
});
afterAll(() => backend?.close());

const onDemandOffer = async (mandant: string, offset: number) =>
  (
    await backend.db.query<{ vnr: string }>(
      `SELECT vnr FROM angebote WHERE mandant = $1 AND vtyp = 'ABRUF' AND status = 'veroeffentlicht' ORDER BY vnr DESC OFFSET $2 LIMIT 1`,
      [mandant, offset],
    )
  )[0].vnr;

describe('on-demand requests of a school', () => {
  it('lists the school’s requests in each state, with the agreed date or the reason', async () => {
    const list = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: users['schulleitung.iqsh'] })).json);
    expect(new Set(list.items.map((request) => request.status))).toEqual(new Set(['angefragt', 'terminiert', 'abgelehnt']));
    expect(list.items.find((request) => request.status === 'terminiert')?.termin).toMatchObject({ id: expect.any(Number) });
    expect(list.items.find((request) => request.status === 'abgelehnt')?.begruendung).toMatch(/Referentin/);
    const shibb = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: users['schulleitung.shibb'] })).json);
    expect(shibb.items.map((request) => request.id)).not.toContain(list.items[0].id);
  });

  it('takes wish dates and the number of participants, refuses a second open request and bad input in German', async () => {
    const vnr = await onDemandOffer('iqsh', 0);
    const bad = await forms('/api/v1/abrufanfragen', {
      body: { vnr, wunschtermine: [inDays(-1)], teilnehmende: 2 },
      user: users['schulleitung.iqsh'],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual(
      expect.arrayContaining([
        { path: 'wunschtermine.0', message: 'Ein Wunschtermin muss in der Zukunft liegen.' },
        { path: 'teilnehmende', message: 'Eine Abrufveranstaltung braucht mindestens 5 Teilnehmende.' },
      ]),
    );
    const body = { vnr, wunschtermine: [inDays(40), inDays(47)], teilnehmende: 22, hinweis: 'Bitte nachmittags.' };
    const made = await forms('/api/v1/abrufanfragen', { body, user: users['schulleitung.iqsh'] });
    expect(made.status).toBe(201);
    expect(AbrufanfrageSchema.parse(made.json)).toMatchObject({
      vnr,
      wunschtermine: body.wunschtermine,
      teilnehmende: 22,
      status: 'angefragt',
      termin: null,
      referenz: expect.stringMatching(/^ABR-\d{4}-\d{6}$/),
    });
    const again = await forms('/api/v1/abrufanfragen', { body, user: users['schulleitung.iqsh'] });
    expect(again).toMatchObject({ status: 409, json: { error: 'bereits_angefragt' } });
    const list = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: users['schulleitung.iqsh'] })).json);
    expect(list.items[0].id).toBe(made.json.id);
  });

  it('keeps one open request per school and offer, also for two at once, in the database itself', async () => {
    const vnr = await onDemandOffer('iqsh', 2);
    const body = { vnr, wunschtermine: [inDays(50)], teilnehmende: 12 };
    const answers = await Promise.all([1, 2].map(() => forms('/api/v1/abrufanfragen', { body, user: users['schulleitung.iqsh'] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [school] = await backend.db.query<{ dstnr: string }>(`SELECT dstnr FROM users WHERE username = 'schulleitung.iqsh'`);
    await expect(
      backend.db.query(
        `INSERT INTO abrufanfragen (vnr, dstnr, uid, wunschtermine, teilnehmende, hinweis, status)
         SELECT vnr, dstnr, uid, wunschtermine, teilnehmende, hinweis, 'angefragt' FROM abrufanfragen WHERE vnr = $1 AND dstnr = $2`,
        [vnr, school.dstnr],
      ),
    ).rejects.toThrow();
  });

  it('is for the school head only, and only for the own tenant’s on-demand offers', async () => {
    const vnr = await onDemandOffer('iqsh', 1);
    const body = { vnr, wunschtermine: [inDays(30)], teilnehmende: 10 };
    expect((await forms('/api/v1/abrufanfragen', { body, user: users['lehrkraft.iqsh'] })).status).toBe(403);
    expect((await forms('/api/v1/abrufanfragen', { user: users['lehrkraft.iqsh'] })).status).toBe(403);
    expect((await forms('/api/v1/abrufanfragen', { body, user: users['schulleitung.shibb'] })).status).toBe(403);
    const [termin] = await backend.db.query<{ vnr: string }>(`SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND vtyp = 'TERMIN' LIMIT 1`);
    expect(
      (await forms('/api/v1/abrufanfragen', { body: { ...body, vnr: termin.vnr }, user: users['schulleitung.iqsh'] })).json.error,
    ).toBe('keine_abrufveranstaltung');
  });
});

describe('dates agreed for a school', () => {
  it('shows them to the school’s staff only, who book them whatever the offer’s target groups', async () => {
    const [agreed] = await backend.db.query<{ id: number; vnr: string }>(
      `SELECT t.id, t.vnr FROM abrufanfragen r JOIN termine t ON t.id = r.termin_id WHERE r.status = 'terminiert' AND t.mandant = 'iqsh'`,
    );
    const staff = (await forms(`/api/v1/angebote/${agreed.vnr}/schultermine`, { user: users['lehrkraft.iqsh'] })).json.items as {
      id: number;
      schuleDstnr: string;
    }[];
    expect(staff.map((termin) => termin.id)).toEqual([agreed.id]);
    const other = await signIn(
      backend,
      (
        await backend.db.query<{ username: string }>(
          `SELECT u.username FROM users u JOIN user_roles r ON r.uid = u.uid WHERE r.role = 'lehrkraft' AND u.mandanten @> '{iqsh}' AND u.dstnr <> (SELECT schule_dstnr FROM termine WHERE id = $1) LIMIT 1`,
          [agreed.id],
        )
      )[0].username,
    );
    expect((await forms(`/api/v1/angebote/${agreed.vnr}/schultermine`, { user: other.access_token })).json.items).toEqual([]);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: agreed.id }, user: other.access_token })).json.error).toBe('forbidden');
    await backend.db.query(`UPDATE angebote SET zielgruppen = '{liv}' WHERE vnr = $1`, [agreed.vnr]);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: agreed.id }, user: users['lehrkraft.iqsh'] })).json.status).toMatch(
      /^(zugelassen|warteliste|angemeldet)$/,
    );
  });
});
