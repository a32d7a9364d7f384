import { VeranstaltungssucheQuerySchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { fillArchive } from '../../seed/archive-offers';
import { startTestBackend } from '../../test-support/harness';
import { staffOfferPage } from '../search/staff-search';
import { staffOfferKeys } from '../search/staff-search-queries';
import { everyRow } from './search-sheets';

let backend: RunningBackend;
beforeAll(async () => (backend = await startTestBackend()));
afterAll(() => backend?.close());

const admin = { uid: 'administrator.iqsh', role: 'administrator', mandant: 'iqsh' } as const;
const query = VeranstaltungssucheQuerySchema.parse({ status: 'archiviert', sort: 'vnr' });

describe('an export of every match', { timeout: 120_000 }, () => {
  it('neither misses nor repeats a row when rows change between its batches', async () => {
    const db = backend.db;
    await fillArchive(db, 'iqsh', 3200);
    const before = await staffOfferKeys(db, admin, query);
    expect(before.length).toBeGreaterThan(2000);

    let batches = 0;
    const rows = await everyRow(staffOfferKeys(db, admin, query), async (paging) => {
      if (++batches === 2) {
        // After the first batch: ten of its offers leave the archive, and offers that sort before
        // every archived one enter it. By offset the next batches would start ten rows late (missed)
        // and then as many rows early (repeated).
        await db.query(`UPDATE angebote SET status = 'veroeffentlicht' WHERE vnr = ANY($1)`, [before.slice(0, 10)]);
        await db.query(
          `UPDATE angebote SET status = 'archiviert' WHERE vnr IN (SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND status = 'veroeffentlicht'
                                                                      AND vnr < $1 AND NOT vnr = ANY($2) ORDER BY vnr LIMIT 10)`,
          [before[0], before.slice(0, 10)],
        );
      }
      return (await staffOfferPage(db, admin, query, paging)).items;
    });
    const exported: unknown[] = [];
    for await (const row of rows) exported.push(row.vnr);

    expect(batches).toBeGreaterThan(2);
    expect(exported).toEqual(before);
  });
});
