import type { RunningBackend } from '../../server';
import { formsBackendSignedIn, prepareBookableDate, serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let users: Record<string, string>;

const prepareDate = (offset: number, set: string) => prepareBookableDate(backend, offset, set);

beforeAll(async () => ({ backend, forms, users } = await formsBackendSignedIn(['lehrkraft.iqsh', 'verwaltung.iqsh', 'verwaltung.shibb'])));
afterAll(() => backend?.close());

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
