import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { sha256 } from '../auth/crypto';
import { activeRoleOf, bearer, fobuRoles } from '../auth/principal';
import { HttpError } from '../http/errors';
import { admitSignInUse } from '../auth/sign-in-activity';
import { userOfAccessToken, type TokenUser } from './user-queries';

/**
 * The person of the bearer token, with how long their sign-in lasts without further use; a 401
 * for a bad or expired token and for a sign-in that was idle for too long (which ends it).
 */
export async function tokenUser(db: Db, config: BackendConfig, header: string | undefined): Promise<TokenUser & { secondsLeft: number }> {
  const token = bearer(header);
  const hash = token ? sha256(token) : null;
  const row = hash ? await userOfAccessToken(db, hash) : undefined;
  const use = row && hash ? await admitSignInUse(db, config, hash, row, activeRoleOf(row.active_role, fobuRoles(row.fobu_roles))) : null;
  if (!row || !use?.alive) throw new HttpError(401, 'invalid_token', 'Das Zugriffstoken ist ungültig oder abgelaufen.');
  return { ...row, secondsLeft: use.secondsLeft };
}
