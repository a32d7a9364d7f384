import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/*
 * PGlite's own `query` makes six protocol exchanges per statement (parse, describe, bind,
 * describe, execute, sync) and plans the statement every time, all of it CPU. Here a statement
 * is one exchange, and each SQL text is parsed once as a named prepared statement, whose plan
 * PostgreSQL then keeps (or re-plans when it pays). Parameters go as text and the server infers
 * their types, as node-postgres does.
 */

/** Statements with more parameters are one-off bulk inserts (seed): not worth keeping. */
const MAX_PREPARED_PARAMS = 100;
const MAX_PREPARED = 500;

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((item) => (item === null ? 'NULL' : `"${String(asText(item)).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite with one statement at a time; whoever calls it keeps transactions apart. */
export interface PgliteEngine {
  run<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openPgliteEngine(dataDir: string): Promise<PgliteEngine> {
  // pg_trgm, which PGlite ships as PostgreSQL's contrib does: the archive's text search reads an
  // index of trigrams (the back end's migration 040_archiv_suchtext) instead of matching every offer's text.
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // Planning the date search took longer than running it (1.3 of 2.8 ms); PostgreSQL's
  // default re-plans such statements on every call. A generic plan suits tables this size.
  await lite.exec('SET plan_cache_mode = force_generic_plan');
  const prepared = new Map<string, string>();

  /** The name of the prepared statement for `text` (parsed on first use), or '' for the unnamed one. */
  async function statement(text: string, params: unknown[]): Promise<string> {
    const known = prepared.get(text);
    if (known !== undefined) return known;
    const name = params.length <= MAX_PREPARED_PARAMS && prepared.size < MAX_PREPARED ? `fobu_${prepared.size}` : '';
    await lite.execProtocolStream(concat([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]));
    if (name) prepared.set(text, name);
    return name;
  }

  return {
    async run<T>(text: string, params: unknown[] = []): Promise<T[]> {
      const name = await statement(text, params);
      const messages = [
        protocol.serialize.bind({ statement: name, values: params.map(asText) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ];
      const answer = await lite.execProtocolStream(concat(messages));
      return (parse.parseResults(answer, lite.parsers)[0]?.rows ?? []) as T[];
    },
    close: () => lite.close(),
  };
}
