import type { Db } from '@fobu/server-sql';
import type { Hono } from 'hono';
import { pendingMigrations } from '../db/migrations';

/** How long readiness waits for the database: a pool without a free connection would otherwise keep the probe hanging. */
const DATABASE_ANSWER_MS = 2_000;

export interface Readiness {
  db: Db;
  /** Set when the process has begun to stop (SIGTERM). */
  stopping(): boolean;
}

/** Why the process should not get requests now, or undefined when it should. */
async function notReadyBecause({ db, stopping }: Readiness): Promise<string | undefined> {
  if (stopping()) return 'Der Prozess wird beendet.';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DATABASE_ANSWER_MS)));
  try {
    const pending = await Promise.race([pendingMigrations(db), late]);
    if (pending === 'late') return 'Die Datenbank antwortet nicht rechtzeitig.';
    if (pending.length > 0) return `Es fehlen Migrationen der Datenbank: ${pending.join(', ')}.`;
    return undefined;
  } catch {
    return 'Die Datenbank antwortet nicht.';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of a deployment (docs/deployment.md, "Health checks"), on every port of the process:
 * live — the process answers (restart it when not); ready — it can serve (send it requests when so).
 */
export function addHealthChecks(app: Hono, readiness: Readiness): void {
  app.get('/health/live', (c) => c.json({ ok: true }));
  app.get('/health/ready', async (c) => {
    const reason = await notReadyBecause(readiness);
    return reason ? c.json({ bereit: false, grund: reason }, 503) : c.json({ bereit: true });
  });
}
