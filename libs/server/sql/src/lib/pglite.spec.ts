import { openDb, prepared, type Db } from '../index';

let db: Db;
// Starting PGlite (its WebAssembly) took over the default 10 s on a 2-core machine with other suites beside it.
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await db.query('CREATE TABLE t (id int PRIMARY KEY, tags text[], at timestamptz, ok boolean, doc jsonb)');
}, 60_000);
afterAll(() => db?.close());

describe('PGlite statements (one exchange, prepared once)', () => {
  it('sends arrays, dates, booleans, JSON and nulls as text the server reads back unchanged', async () => {
    const at = new Date('2026-03-01T08:15:30.123Z');
    const tags = ['a,b', 'say "hi"', 'back\\slash', '{x}', ''];
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5)', [1, tags, at, true, { k: ['v'] }]);
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5)', [2, null, null, false, null]);
    const rows = await db.query('SELECT * FROM t ORDER BY id');
    expect(rows).toEqual([
      { id: 1, tags, at, ok: true, doc: { k: ['v'] } },
      { id: 2, tags: null, at: null, ok: false, doc: null },
    ]);
  });

  it('runs a prepared statement by its text, alone and in a transaction', async () => {
    const plusOne = prepared('SELECT $1::int + 1 AS n');
    expect(await db.query(plusOne, [1])).toEqual([{ n: 2 }]);
    expect(await db.tx((sql) => sql.query(plusOne, [41]))).toEqual([{ n: 42 }]);
  });

  it('keeps working after a statement fails, at parse or at execution', async () => {
    await expect(db.query('SELEC 1')).rejects.toThrow();
    const insert = 'INSERT INTO t (id) VALUES ($1)';
    await expect(db.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, [3]);
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 3 }]);
  });

  it('rolls a transaction back as a whole and lets no statement in between', async () => {
    const failing = db.tx(async (sql) => {
      await sql.query('INSERT INTO t (id) VALUES ($1)', [10]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('stop');
    });
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 10');
    await expect(failing).rejects.toThrow('stop');
    expect(await outside).toEqual([{ n: 0 }]);
  });
});
