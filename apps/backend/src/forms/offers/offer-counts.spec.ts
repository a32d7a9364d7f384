import { AngebotPageSchema, VeranstaltungssuchePageSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith } from '../../test-support/date-work';
import { testFixture, type serviceClient } from '../../test-support/harness';

/*
 * A staff search over whole states without other filters (the archive's order, the default view)
 * reads its total from `angebotszahlen`, which triggers keep with every change of an offer's tenant
 * or state (migration 039_angebotszahlen). Whatever changes the offers, that table must hold exactly
 * what counting the offers finds, and the searches' totals what their pages hold.
 */

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const tokens: Record<string, string> = {};
beforeAll(async () => ({ backend, forms } = await formsBackendWith(tokens, ['verwaltung.iqsh', 'administrator.iqsh'])));
afterAll(() => backend?.close());

type Count = { mandant: string; status: string; anzahl: number };
const ORDER = 'ORDER BY mandant, status';
const kept = () => backend.db.query<Count>(`SELECT mandant, status, anzahl FROM angebotszahlen WHERE anzahl > 0 ${ORDER}`);
const recounted = () =>
  backend.db.query<Count>(`SELECT mandant, status, count(*)::int AS anzahl FROM angebote GROUP BY mandant, status ${ORDER}`);
const archived = async () =>
  (await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh' AND status = 'archiviert'`))[0].n;

/** The staff search's total, and every match counted page by page. */
async function totalAndPages(token: string, query: string): Promise<{ total: number; counted: number }> {
  let counted = 0;
  for (let page = 1; ; page++) {
    const answer = VeranstaltungssuchePageSchema.parse(
      (await forms(`/api/v1/veranstaltungssuche?${query}&pageSize=100&page=${page}`, { user: token })).json,
    );
    counted += answer.items.length;
    if (answer.items.length < 100) return { total: answer.total, counted };
  }
}

describe('the offers counted per tenant and state', { timeout: 60_000 }, () => {
  it('hold what a recount of the offers finds, after offers are added, moved between states and tenants, and removed', async () => {
    expect((await kept()).length).toBeGreaterThan(4);
    expect(await kept()).toEqual(await recounted());

    const [{ n }] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh'`);
    await testFixture(backend, 'archiv', { mandant: 'iqsh', gesamt: n + 30 });
    expect(await kept()).toEqual(await recounted());

    const [{ vnr }] = await backend.db.query<{ vnr: string }>(
      `SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND status = 'archiviert' ORDER BY vnr LIMIT 1`,
    );
    await backend.db.tx(async (sql) => {
      // Back to published, to another tenant, a change of no counted column; several offers at once.
      await sql.query(`UPDATE angebote SET status = 'veroeffentlicht' WHERE vnr = $1`, [vnr]);
      await sql.query(`UPDATE angebote SET mandant = 'shibb' WHERE vnr = $1`, [vnr]);
      await sql.query(`UPDATE angebote SET titel = titel || ' (neu)' WHERE vnr = $1`, [vnr]);
      await sql.query(
        `UPDATE angebote SET status = 'abgesagt' WHERE vnr IN (SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND status = 'archiviert' ORDER BY vnr LIMIT 5)`,
      );
    });
    expect(await kept()).toEqual(await recounted());

    await backend.db.query(
      `DELETE FROM angebote g WHERE vnr IN (SELECT vnr FROM angebote g WHERE vnr LIKE 'IQ8%' AND NOT EXISTS (SELECT 1 FROM termine t WHERE t.vnr = g.vnr) LIMIT 3)`,
    );
    expect(await kept()).toEqual(await recounted());
  });

  it('give the staff searches over whole states the total their pages hold', async () => {
    const archive = await totalAndPages(tokens['administrator.iqsh'], 'status=archiviert&sort=-archiviert');
    expect(archive).toEqual({ total: await archived(), counted: await archived() });
    const current = await totalAndPages(tokens['verwaltung.iqsh'], 'sort=-geaendert');
    expect(current.total).toBe(current.counted);
    // Past the last page the total is counted apart, from the same kept counts.
    const beyond = await forms('/api/v1/veranstaltungssuche?status=archiviert&pageSize=100&page=10000', {
      user: tokens['administrator.iqsh'],
    });
    expect(VeranstaltungssuchePageSchema.parse(beyond.json).total).toBe(await archived());
    const catalogue = await forms('/api/v1/angebote?mandant=iqsh&archiv=1&pageSize=5', { user: tokens['administrator.iqsh'] });
    expect(AngebotPageSchema.parse(catalogue.json).total).toBe(await archived());
  });
});
