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
});
