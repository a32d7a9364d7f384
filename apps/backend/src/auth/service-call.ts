import type { Context } from 'hono';
import type { BackendConfig } from '../config';
import { prepared, type Db } from '@fobu/server-sql';
import { HttpError } from '../http/errors';
import { sha256 } from './crypto';
import { bearer, principalFrom, principalSql, type PrincipalRow } from './principal';
import { admitSignInUse, recordUseSql } from './sign-in-activity';

/** The service token's check and the person of the user's token ($3), with the use recorded: every request's statement. */
const SERVICE_CALL_SQL = prepared(`WITH ${recordUseSql(3)}
  SELECT s.service_ok, p.*
    FROM (SELECT EXISTS (SELECT 1 FROM oauth_tokens WHERE access_hash = $1 AND uid IS NULL AND scope = $2 AND access_expires_at > now()) AS service_ok) s
    LEFT JOIN (${principalSql(3)}) p ON true`);

/**
 * Middleware check of a service call: a live client-credentials token for `scope`, and `?scope=`
 * naming it. The person of `X-User-Authorization`, if sent, is resolved in the same statement
 * with its use recorded (one round trip instead of three; both live only in the database, so any
 * process can answer) and left in the context for `requireUser`; a sign-in idle for too long ends.
 */
export async function authenticateServiceCall(db: Db, config: BackendConfig, c: Context, scope: string): Promise<void> {
  const token = bearer(c.req.header('authorization'));
  const fail = (message: string) => new HttpError(401, 'invalid_token', message);
  if (!token) throw fail('Ein gültiges Service-Token (Authorization: Bearer …) fehlt.');
  if (c.req.query('scope') !== scope) throw fail(`Der Parameter scope muss ${scope} sein.`);
  const userToken = bearer(c.req.header('x-user-authorization'));
  const userHash = userToken === null ? null : sha256(userToken);
  const [row] = await db.query<{ service_ok: boolean } & PrincipalRow>(SERVICE_CALL_SQL, [sha256(token), scope, userHash]);
  if (!row.service_ok) throw fail('Das Service-Token ist ungültig, abgelaufen oder gilt nicht für diesen Dienst.');
  const principal = row.uid ? principalFrom(row) : null;
  // A sign-in idle past its role's time-out is ended: the person is unknown, as with a bad token.
  const alive = principal && userHash ? (await admitSignInUse(db, config, userHash, row, principal.activeRole)).alive : false;
  c.set('principal', alive ? principal : null);
}
