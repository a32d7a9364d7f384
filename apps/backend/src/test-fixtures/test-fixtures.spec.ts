import { AngebotDetailSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';

const post = (backend: RunningBackend, path: string, body: unknown) =>
  fetch(`${backend.urls.idp}/test-fixtures/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The fixture's answer, loosely typed as the tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const made = (backend: RunningBackend, path: string, body: unknown): Promise<any> => post(backend, path, body).then((r) => r.json());

describe('test fixtures, switched off', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend?.close());

  it('do not exist unless BACKEND_TEST_FIXTURES=1', async () => {
    for (const path of ['angebote', 'benutzer', 'token-ablauf', 'ausgegebene-token'])
      expect((await post(backend, path, {})).status).toBe(404);
  });
});

describe('test fixtures, switched on', () => {
  let backend: RunningBackend;
  let forms: ReturnType<typeof serviceClient>;
  beforeAll(async () => {
    backend = await startTestBackend({ testFixtures: true });
    forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  });
  afterAll(() => backend?.close());

  it('make an offer with fresh numbers whose dates the forms service shows and books', async () => {
    const [first, second] = await Promise.all([
      made(backend, 'angebote', {
        zielgruppen: ['lehrkraft'],
        termine: [
          { inTagen: 5, plaetze: 1 },
          { inTagen: 20, genehmigungErforderlich: true },
        ],
      }),
      made(backend, 'angebote', {
        mandant: 'shibb',
        vtyp: 'SLK',
        selbstabschluss: true,
      }),
    ]);
    expect(first.vnr).toMatch(/^IQ9\d{5}$/);
    expect(second.vnr).toMatch(/^SB9\d{5}$/);
    expect(first.titel).toBe(`Testangebot ${first.vnr}`);
    const detail = AngebotDetailSchema.parse((await forms(`/api/v1/angebote/${first.vnr}`)).json);
    expect(detail.termine.map((t) => t.id)).toEqual(first.termine.map((t: { id: number }) => t.id));
    // Five days ahead: bookable, but past the cancellation deadline.
    expect(Date.parse(first.termine[0].stornofrist)).toBeLessThan(Date.now());
    expect(Date.parse(first.termine[0].anmeldeschluss)).toBeGreaterThan(Date.now());
    const slk = AngebotDetailSchema.parse((await forms(`/api/v1/angebote/${second.vnr}`)).json);
    expect(slk.selbstabschluss).toBe(true);

    const user = await made(backend, 'benutzer', { rollen: ['lehrkraft'] });
    expect(user.benutzername).toMatch(/^test\.9\d{5}$/);
    const token = (await signIn(backend, user.benutzername)).access_token;
    const booked = await forms('/api/v1/anmeldungen', {
      body: { terminId: first.termine[0].id },
      user: token,
    });
    expect(booked.json.status).toBe('zugelassen');
  });

  it('make a school head and a teacher of the same new school, with a booking that waits for the head', async () => {
    const offer = await made(backend, 'angebote', {
      termine: [{ genehmigungErforderlich: true }],
    });
    const head = await made(backend, 'benutzer', {
      rollen: ['schulleitung'],
      schulleitung: true,
    });
    const teacher = await made(backend, 'benutzer', {
      schule: head.dstnr,
      anmeldungen: [
        {
          vnr: offer.vnr,
          terminId: offer.termine[0].id,
          status: 'wartet_auf_genehmigung',
        },
      ],
    });
    expect(head.dstnr).toMatch(/^08\d{5}$/);
    const headToken = (await signIn(backend, head.benutzername)).access_token;
    const approvals = (await forms('/api/v1/genehmigungen', { user: headToken })).json;
    expect(approvals.items.map((a: { name: string }) => a.name)).toEqual([teacher.name]);
    const [notice] = await backend.db.query<{ art: string }>('SELECT art FROM benachrichtigungen WHERE uid = $1', [head.uid]);
    expect(notice.art).toBe('genehmigung');
  });

  it('end a user’s access tokens', async () => {
    const user = await made(backend, 'benutzer', {});
    const token = (await signIn(backend, user.benutzername)).access_token;
    const me = () =>
      fetch(`${backend.urls.idp}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    expect((await post(backend, 'token-ablauf', { benutzername: user.benutzername })).status).toBe(204);
    expect((await me()).status).toBe(401);
  });

  it('make a workgroup with its leads and members, which its member sees and no one else outside its staff', async () => {
    const lead = await made(backend, 'benutzer', { rollen: ['veranstaltungsleiter'] });
    const member = await made(backend, 'benutzer', {});
    const outsider = await made(backend, 'benutzer', {});
    const group = await made(backend, 'arbeitsgruppen', { titel: 'Fachgruppe Test', leitung: [lead.uid], mitglieder: [member.uid] });
    expect(group.titel).toBe(`Fachgruppe Test ${group.id}`);
    const read = async (user: { benutzername: string }) =>
      forms(`/api/v1/arbeitsgruppen/${group.id}`, { user: (await signIn(backend, user.benutzername)).access_token });
    expect((await read(member)).json).toMatchObject({ titel: group.titel, mitglied: true, leitung: [{ uid: lead.uid }] });
    expect((await read(lead)).json).toMatchObject({ darfAendern: true, mitglieder: 1 });
    expect((await read(outsider)).status).toBe(404);
  });

  it('refuse bad input in German', async () => {
    const answer = await post(backend, 'angebote', { vtyp: 'KURS' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Die Eingabe ist ungültig/);
  });
});
