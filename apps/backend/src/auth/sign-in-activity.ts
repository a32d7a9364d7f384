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
 * Records a use without waiting for the disk: a time of use lost in a crash only moves the idle
 * end a little earlier, and when a booking window opens every teacher's first request records one
 * (the load test, tools/load-state: that second flush per booking was a third of the database's waits).
 */
const RECORD_USE_SQL = `WITH unflushed AS (SELECT set_config('synchronous_commit', 'off', true))
  UPDATE oauth_tokens SET last_active_at = now() FROM unflushed WHERE access_hash = $1`;

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
 * A request made with a user's access token: ends the sign-in if it was idle too long (false), and
 * otherwise records the use (true). Returns as well how many seconds the sign-in lasts without
 * further use.
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
  let lastActive = new Date(token.last_active_at).getTime();
  if (now - lastActive >= RECORD_EVERY_MS) {
    await db.query(RECORD_USE_SQL, [accessHash]);
    lastActive = now;
  }
  const sessionEnd = token.session_expires_at ? new Date(token.session_expires_at).getTime() : Infinity;
  const idleEnd =
    token.client_id === config.clients.web.clientId ? lastActive + serverIdleLimitSeconds(role ?? undefined) * 1000 : Infinity;
  const end = Math.min(sessionEnd, idleEnd);
  return { alive: true, secondsLeft: Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : config.accessTokenLifetime };
}
