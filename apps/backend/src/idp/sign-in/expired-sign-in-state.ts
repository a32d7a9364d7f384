import type { Db } from '@fobu/server-sql';
import { scheduleSweep } from '../../http/sweep';
import { OLD_REQUEST_COUNTS_SQL } from '../../http/rate-limit';
import { OLD_TRIES_SQL } from './sign-in-throttle';

const HOUR_MS = 3_600_000;

/**
 * What the identity provider keeps only for a while: sign-in tries past their window, request counts
 * of the rate limits older than an hour, codes a day
 * after they expired (long enough to recognise a replay), tokens whose refresh (or, without one,
 * access) has ended. Returns how many rows went.
 */
export async function deleteExpiredSignInState(db: Db): Promise<number> {
  const statements = [
    OLD_TRIES_SQL,
    OLD_REQUEST_COUNTS_SQL,
    `DELETE FROM oauth_codes WHERE expires_at < now() - interval '1 day'`,
    'DELETE FROM oauth_tokens WHERE coalesce(refresh_expires_at, access_expires_at) < now()',
  ];
  let deleted = 0;
  for (const statement of statements) deleted += (await db.query(`${statement} RETURNING 1`)).length;
  return deleted;
}

export function scheduleSignInStateSweep(db: Db): () => void {
  return scheduleSweep(() => deleteExpiredSignInState(db), HOUR_MS, 'Abgelaufene Anmeldedaten konnten nicht gelöscht werden:');
}
