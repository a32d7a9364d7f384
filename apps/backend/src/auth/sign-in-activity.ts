import { serverIdleLimitSeconds, type Role } from '@fobu/domain';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';

/** What the idle check needs of a user's access token (columns of `oauth_tokens`). */
export interface TokenUse {
  client_id: string;
  last_active_at: Date;
  family: string | null;
  session_expires_at: Date | null;
}

/** A page's burst of requests is one write: a use is recorded at most this often per token. */
const RECORD_EVERY_MS = 10_000;

/**
 * A CTE (`used`) to put in front of the statement that reads the token of hash `$n`: it records the
 * use in the same round trip, and without waiting for the disk: a time of use lost in a crash only
 * moves the idle end a little earlier, and when a booking window opens every teacher's first request
 * records one (the load test, tools/load-state: that second flush per booking was a third of the
 * database's waits, and its round trip a fifth of a booking's). The statement reads the time of use
 * before this change, which the idle check needs; a sign-in found idle too long is ended after it.
 */
export const recordUseSql = (n: number) => `used AS (
  UPDATE oauth_tokens SET last_active_at = now()
    FROM (SELECT set_config('synchronous_commit', 'off', true)) unflushed
   WHERE access_hash = $${n} AND last_active_at <= now() - interval '${RECORD_EVERY_MS / 1000} seconds'
)`;

/**
 * Whether a sign-in in the browser went unused for longer than the server lets it (the role's
 * time-out and a grace, spec section 6). The installed app's sign-in is bounded by its absolute
 * lifetime only: the spec keeps its cookie for 30 days, so that it stays signed in between uses.
 */
export function idleTooLong(config: BackendConfig, token: TokenUse, role: Role | null, now = Date.now()): boolean {
  if (token.client_id !== config.clients.web.clientId) return false;
  return now - new Date(token.last_active_at).getTime() > serverIdleLimitSeconds(role ?? undefined) * 1000;
}

/** Ends a sign-in: every token issued with it (its family; without one, the token itself). */
export async function endSignIn(db: Db, family: string | null, accessHash?: string): Promise<void> {
  if (family) await db.query('DELETE FROM oauth_tokens WHERE family = $1', [family]);
  else if (accessHash) await db.query('DELETE FROM oauth_tokens WHERE access_hash = $1', [accessHash]);
}

/**
 * A request made with a user's access token, read by a statement with `recordUseSql`: ends the
 * sign-in if it was idle too long (false), and otherwise answers true with how many seconds the
 * sign-in lasts without further use.
 */
export async function admitSignInUse(
  db: Db,
  config: BackendConfig,
  accessHash: string,
  token: TokenUse,
  role: Role | null,
): Promise<{ alive: boolean; secondsLeft: number }> {
  const now = Date.now();
  if (idleTooLong(config, token, role, now)) {
    await endSignIn(db, token.family, accessHash);
    return { alive: false, secondsLeft: 0 };
  }
  const lastUse = new Date(token.last_active_at).getTime();
  const lastActive = now - lastUse >= RECORD_EVERY_MS ? now : lastUse;
  const sessionEnd = token.session_expires_at ? new Date(token.session_expires_at).getTime() : Infinity;
  const idleEnd =
    token.client_id === config.clients.web.clientId ? lastActive + serverIdleLimitSeconds(role ?? undefined) * 1000 : Infinity;
  const end = Math.min(sessionEnd, idleEnd);
  return { alive: true, secondsLeft: Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : config.accessTokenLifetime };
}
