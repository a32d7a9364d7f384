import type { Db } from '@fobu/server-sql';

/** Failures of one user name after which each further try waits, doubling up to a minute. */
const FREE_TRIES = 5;
const MAX_WAIT_SECONDS = 60;
/** Failures from one address in the window after which it is refused until the window has passed. */
const ADDRESS_LIMIT = 30;
const THROTTLE_WINDOW_MINUTES = 15;

/**
 * A try that is still running is recorded without its address: it holds back further tries of its
 * name (so that many at once cannot all check a password), but only a failed one counts against the
 * address, where many people may share one (a school's network) and sign in at the same moment.
 */
const RUNNING = '';

export type ThrottleVerdict = { readonly allowed: true; readonly tryId: number } | { readonly allowed: false; readonly retryAfter: number };

/**
 * Decides whether a sign-in try may check its password, and if so records it as running, in one
 * step under a lock on the name: of 30 tries at once at most `FREE_TRIES` get through, where a
 * count followed by a separate check let 14 pass. A user name backs off (1 s, 2 s, … at most a
 * minute) instead of locking: nobody can keep another person out for long by typing wrong
 * passwords in their name. An address that fails often is refused for the window.
 */
export async function admitSignInTry(db: Db, username: string, address: string): Promise<ThrottleVerdict> {
  return db.tx(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`anmeldung:${username}`]);
    const [counts] = await sql.query<{ by_name: number; since_last: number | null; by_address: number }>(
      `SELECT count(*) FILTER (WHERE username = $1)::int AS by_name,
              extract(epoch FROM now() - max(at) FILTER (WHERE username = $1))::float AS since_last,
              count(*) FILTER (WHERE address = $2 AND address <> '${RUNNING}')::int AS by_address
         FROM login_attempts WHERE at > now() - make_interval(mins => $3) AND (username = $1 OR address = $2)`,
      [username, address, THROTTLE_WINDOW_MINUTES],
    );
    if (counts.by_address >= ADDRESS_LIMIT) return { allowed: false, retryAfter: THROTTLE_WINDOW_MINUTES * 60 };
    if (counts.by_name >= FREE_TRIES) {
      const wait = Math.min(2 ** (counts.by_name - FREE_TRIES), MAX_WAIT_SECONDS);
      const waited = counts.since_last ?? Infinity;
      if (waited < wait) return { allowed: false, retryAfter: Math.ceil(wait - waited) };
    }
    const [running] = await sql.query<{ id: number }>('INSERT INTO login_attempts (username, address) VALUES ($1, $2) RETURNING id', [
      username,
      RUNNING,
    ]);
    return { allowed: true, tryId: running.id };
  });
}

/** A wrong password (or a right one for another tenant): the try counts against its address too. */
export async function signInFailed(db: Db, tryId: number, address: string): Promise<void> {
  await db.query('UPDATE login_attempts SET address = $2 WHERE id = $1', [tryId, address]);
}

/** A try that never checked its password (too many sign-ins at once): it counts for nothing. */
export async function signInWithdrawn(db: Db, tryId: number): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE id = $1', [tryId]);
}

/** A right password: the name's failed tries are forgiven. */
export async function signInSucceeded(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1', [username]);
}

/** Sign-in tries older than the window count for nothing (expired-sign-in-state.ts removes them). */
export const OLD_TRIES_SQL = `DELETE FROM login_attempts WHERE at < now() - interval '${THROTTLE_WINDOW_MINUTES} minutes'`;
