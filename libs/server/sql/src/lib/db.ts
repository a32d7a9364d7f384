import pg from 'pg';
import { openPglite } from './pglite';
import type { Statement } from './prepared';

/** What the services need from SQL: parameterised queries (a text, or a `prepared` one), nothing else. */
export interface Sql {
  query<T = Record<string, unknown>>(statement: Statement, params?: unknown[]): Promise<T[]>;
}

/** A database: the embedded PGlite by default, PostgreSQL where DATABASE_URL names one. */
export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it is rolled back when `fn` throws. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL); PGlite is one connection and has none. */
  poolStats?(): PoolStats;
}

interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool (DATABASE_POOL_SIZE) is too small. */
  waiting: number;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL connections at most (default 10); PGlite is one connection whatever this says. */
  poolSize?: number;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir ?? '.data/pglite');
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Db> {
  // UTC as in the embedded database, so that dates read the same from both (the back end's views).
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c TimeZone=UTC' });
  // PostgreSQL may end a connection at any time (a restart, a failover, idle_session_timeout, a
  // proxy). An 'error' event without a listener ends the process; the pool drops the client instead,
  // and only the requests on that connection fail.
  pool.on('error', (error) => console.error('Eine Verbindung zur Datenbank ist abgebrochen:', error.message));
  // Bigint counts come back as strings from pg; every count in our SQL is cast to int.
  return {
    kind: 'postgres',
    async query<T>(statement: Statement, params?: unknown[]) {
      return (await pool.query(queryConfig(statement, params))).rows as T[];
    },
    async tx<T>(fn: (sql: Sql) => Promise<T>) {
      const client = await pool.connect();
      // While checked out for a transaction a client is not watched by the pool: its loss fails the transaction only.
      const lost = (error: Error) => console.error('Die Verbindung einer Transaktion ist abgebrochen:', error.message);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(statement: Statement, params?: unknown[]) => (await client.query(queryConfig(statement, params))).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', lost);
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** `pg`'s form of a statement: a prepared one by its name, so that each connection parses it once. */
function queryConfig(statement: Statement, params: unknown[] = []): pg.QueryConfig {
  return typeof statement === 'string'
    ? { text: statement, values: params }
    : { name: statement.name, text: statement.text, values: params };
}
