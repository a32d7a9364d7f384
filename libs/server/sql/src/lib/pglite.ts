import { Worker } from 'node:worker_threads';
import type { Db, Sql } from './db';
import { textOf, type Statement } from './prepared';
import type { EngineCommand, EngineReply, EngineRequest } from './pglite-messages';

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/**
 * The embedded database, run in a worker thread (pglite-worker.ts) so that the database and the
 * HTTP server use both cores. PGlite is one connection: a transaction holds it from BEGIN to
 * COMMIT, and statements asked for meanwhile wait here, on the main thread, for its end.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
    worker.once('error', reject);
  });
  worker.on('message', (reply: EngineReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(Object.assign(new Error(String(reply.error['message'])), reply.error));
    else waiting?.resolve(reply.rows);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  await opened;

  function ask(command: EngineCommand): Promise<unknown[]> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...command, id } satisfies EngineRequest);
    });
  }
  const run = <T>(statement: Statement, params: unknown[] = []) => ask({ kind: 'run', text: textOf(statement), params }) as Promise<T[]>;

  // Statements go to the worker at once and queue there, in order. A transaction's statements
  // must not interleave with others: whatever is asked while one runs waits for its end.
  let transactions: Promise<unknown> = Promise.resolve();
  function afterTransactions<T>(fn: () => Promise<T>): Promise<T> {
    return transactions.then(fn);
  }
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = transactions.then(fn);
    transactions = result.catch(() => undefined);
    return result;
  }

  return {
    kind: 'pglite',
    query: <T>(statement: Statement, params?: unknown[]) => afterTransactions(() => run<T>(statement, params)),
    tx<T>(fn: (sql: Sql) => Promise<T>) {
      return exclusive(async () => {
        await run('BEGIN');
        try {
          const result = await fn({ query: run });
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK');
          throw error;
        }
      });
    },
    close: () =>
      exclusive(async () => {
        await ask({ kind: 'close' });
        await worker.terminate();
      }),
  };
}
