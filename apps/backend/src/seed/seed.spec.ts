import type { RunningBackend } from '../server';
import { startTestBackend } from '../test-support/harness';

let backend: RunningBackend;
afterAll(() => backend?.close());

it('admits no more people to a date than it has seats and waits no more than its waiting places', async () => {
  backend = await startTestBackend();
  const overfull = await backend.db.query<{ vnr: string; zugelassen: number; max_plaetze: number }>(
    `SELECT vnr, zugelassen, max_plaetze FROM termine WHERE zugelassen > max_plaetze OR wartend > warteliste_plaetze`,
  );
  expect(overfull).toEqual([]);
  // The demo teacher waits on a date whose seats are all taken, as booking would have placed them.
  const waiting = await backend.db.query<{ zugelassen: number; max_plaetze: number }>(
    `SELECT t.zugelassen, t.max_plaetze FROM anmeldungen a JOIN termine t ON t.id = a.termin_id WHERE a.uid = '1001' AND a.status = 'warteliste'`,
  );
  expect(waiting.length).toBeGreaterThan(0);
  for (const date of waiting) expect(date.zugelassen).toBe(date.max_plaetze);
});
