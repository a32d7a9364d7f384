import { AngebotPageSchema, VeranstaltungssuchePageSchema, VeranstaltungssucheQuerySchema } from '@fobu/api-contract';
import type { Db } from '@fobu/server-sql';
import type { RunningBackend } from '../../server';
import { formsBackendWith } from '../../test-support/date-work';
import { testFixture, type serviceClient } from '../../test-support/harness';
import { staffOfferRows } from './staff-search-queries';

/*
 * The archive's text search looks the text's trigrams up in the archived offers' index (migration
 * 040_archiv_suchtext, `textCondition` of search-sql.ts); other searches, and texts without a trigram,
 * match every offer's text. Whichever way, the matches must be exactly those whose search text holds
 * the text, in the search's order, and the total their number.
 */

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ backend, forms } = await formsBackendWith(tokens, ['verwaltung.iqsh', 'administrator.iqsh']));
  const [{ n }] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh'`);
  await testFixture(backend, 'archiv', { mandant: 'iqsh', gesamt: n + 1500 });
  // Texts with the LIKE pattern's wildcards and escape character, which must be matched literally.
  await backend.db.query(
    `UPDATE angebote SET suchtext = suchtext || CASE WHEN vnr LIKE '%1' THEN ' 100% präsenz' ELSE ' 100x_praesenz\\' END
      WHERE vnr IN (SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND status = 'archiviert' ORDER BY vnr LIMIT 40)`,
  );
}, 120_000);
afterAll(() => backend?.close());

const ORDERS = { '-beginn': 'naechster_termin DESC NULLS LAST, vnr', titel: 'titel, vnr' } as const;

/** The offers whose search text holds `text` in the search's order, by a plain reading of every offer. */
const recounted = async (states: string, text: string, sort: keyof typeof ORDERS) =>
  (
    await backend.db.query<{ vnr: string }>(
      `SELECT vnr FROM angebote WHERE mandant = 'iqsh' AND status = ANY($1::text[]) AND strpos(suchtext, $2) > 0 ORDER BY ${ORDERS[sort]}`,
      [`{${states}}`, text.toLowerCase()],
    )
  ).map((row) => row.vnr);

/** Every match of a staff search, page by page, and the total its pages gave. */
async function searched(token: string, query: string): Promise<{ vnrs: string[]; totals: Set<number> }> {
  const vnrs: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = VeranstaltungssuchePageSchema.parse(
      (await forms(`/api/v1/veranstaltungssuche?${query}&pageSize=100&page=${page}`, { user: token })).json,
    );
    vnrs.push(...answer.items.map((item) => item.vnr));
    totals.add(answer.total);
    if (answer.items.length < 100) return { vnrs, totals };
  }
}

const TEXTS = ['deutsch', 'Mathematik', 'de', 'e', '100%', '100x_', 'x_praesenz\\', 'präsenz', 'gibt es nirgends'];

describe('the text search over the archive', { timeout: 120_000 }, () => {
  it.each(TEXTS)('finds exactly the archived offers whose text holds „%s“, in order, with their number', async (text) => {
    for (const sort of ['-beginn', 'titel'] as const) {
      const expected = await recounted('archiviert', text, sort);
      const found = await searched(tokens['administrator.iqsh'], `status=archiviert&q=${encodeURIComponent(text)}&sort=${sort}`);
      expect(found).toEqual({ vnrs: expected, totals: new Set([expected.length]) });
    }
  });

  it('finds the same in the catalogue’s archive, and over the current offers as before', async () => {
    const archive = await forms(`/api/v1/angebote?mandant=iqsh&archiv=1&q=deutsch&sort=titel&pageSize=100`, {
      user: tokens['administrator.iqsh'],
    });
    const expected = await recounted('archiviert', 'deutsch', 'titel');
    const page = AngebotPageSchema.parse(archive.json);
    expect({ total: page.total, vnrs: page.items.map((item) => item.vnr) }).toEqual({
      total: expected.length,
      vnrs: expected.slice(0, 100),
    });
    const current = await searched(tokens['verwaltung.iqsh'], 'q=deutsch&sort=titel');
    const currentExpected = await recounted('entwurf,zur_pruefung,zurueckgegeben,veroeffentlicht,abgesagt', 'deutsch', 'titel');
    expect(current).toEqual({ vnrs: currentExpected, totals: new Set([currentExpected.length]) });
  });

  it('can read the archived offers’ trigram index for a text with a trigram, and not for one without', async () => {
    const uid = (await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'administrator.iqsh'`))[0].uid;
    const plan = async (q: string) => {
      const statements: { text: string; params: unknown[] }[] = [];
      const capturing = {
        ...backend.db,
        query: async (text: string, params: unknown[] = []) => (statements.push({ text, params }), []),
      } as Db;
      const query = VeranstaltungssucheQuerySchema.parse({ status: 'archiviert', q, sort: '-beginn' });
      await staffOfferRows(capturing, { uid, role: 'administrator', mandant: 'iqsh' }, query, { page: 1, pageSize: 20 });
      return backend.db.tx(async (sql) => {
        // The spec's 1,500 archived offers are read faster one by one: without the other ways, whether the index can serve.
        for (const way of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']) await sql.query(`SET LOCAL ${way} = off`);
        const rows = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statements[0].text}`, statements[0].params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    };
    expect(await plan('deutsch')).toContain('angebote_archiv_suchtext');
    expect(await plan('de')).not.toContain('angebote_archiv_suchtext');
  });
});
