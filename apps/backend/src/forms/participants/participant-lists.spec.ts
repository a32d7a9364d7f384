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
});
