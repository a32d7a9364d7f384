import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '@fobu/server-sql';
import { HttpError } from './errors';

/** How many requests of one kind one client address may make in a window. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The address a request came from: the socket's, or behind trusted proxies the client's (`createApp` sets it; http/client-address.ts). */
export const clientAddress = (c: Context) => c.get('clientAddress');

/**
 * Limits an anonymous endpoint per client address: counted in the database, so that every process
 * of the back end shares the count, and checked and counted in one step under a lock on the
 * address, so that requests at once cannot all slip through. Over the limit: 429 with Retry-After.
 */
export function rateLimited(db: Db, name: string, { limit, windowSeconds }: RateLimit): MiddlewareHandler {
  return async (c, next) => {
    const bucket = `${name}:${clientAddress(c)}`;
    const allowed = await db.tx(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [bucket]);
      const [{ n }] = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM request_counts WHERE bucket = $1 AND at > now() - make_interval(secs => $2)',
        [bucket, windowSeconds],
      );
      if (n >= limit) return false;
      await sql.query('INSERT INTO request_counts (bucket) VALUES ($1)', [bucket]);
      return true;
    });
    if (!allowed) {
      c.header('Retry-After', String(windowSeconds));
      throw new HttpError(429, 'too_many_requests', 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.');
    }
    await next();
  };
}

/** Counts older than an hour matter to no limit (every window is shorter): the sweep removes them. */
export const OLD_REQUEST_COUNTS_SQL = `DELETE FROM request_counts WHERE at < now() - interval '1 hour'`;
