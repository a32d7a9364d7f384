import type { Context } from 'hono';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { sha256 } from './crypto';
import { bearer, principalFrom, principalSql, type PrincipalRow } from './principal';

/**
 * Middleware check of a service call: a live client-credentials token for `scope`, and `?scope=`
 * naming it. The person of `X-User-Authorization`, if sent, is resolved in the same statement
 * (one round trip instead of two; both live only in the database, so any process can answer)
 * and left in the context for `requireUser`.
 */
export async function authenticateServiceCall(db: Db, c: Context, scope: string): Promise<void> {
  const token = bearer(c.req.header('authorization'));
  const fail = (message: string) => new HttpError(401, 'invalid_token', message);
  if (!token) throw fail('Ein gültiges Service-Token (Authorization: Bearer …) fehlt.');
  if (c.req.query('scope') !== scope) throw fail(`Der Parameter scope muss ${scope} sein.`);
  const userToken = bearer(c.req.header('x-user-authorization'));
  const [row] = await db.query<{ service_ok: boolean } & PrincipalRow>(
    `SELECT s.service_ok, p.*
       FROM (SELECT EXISTS (SELECT 1 FROM oauth_tokens WHERE access_hash = $1 AND uid IS NULL AND scope = $2 AND access_expires_at > now()) AS service_ok) s
       LEFT JOIN (${principalSql(3)}) p ON true`,
    [sha256(token), scope, userToken === null ? null : sha256(userToken)],
  );
  if (!row.service_ok) throw fail('Das Service-Token ist ungültig, abgelaufen oder gilt nicht für diesen Dienst.');
  c.set('principal', row.uid ? principalFrom(row) : null);
}
