import type { RunningBackend } from '../server';
import { startTestBackend } from '../test-support/harness';

let backend: RunningBackend;

beforeAll(async () => (backend = await startTestBackend()));
afterAll(() => backend?.close());

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
