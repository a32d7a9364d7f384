import type { Db } from '@fobu/server-sql';
import { FOBU_ROLES_SQL } from '../auth/principal';
import { recordUseSql, type TokenUse } from '../auth/sign-in-activity';

/** The person of an access token, with the token's use (sign-in-activity.ts). */
export interface TokenUser extends TokenUse {
  uid: string;
  email: string;
  salutation: string;
  vorname: string;
  name: string;
  dstnr: string;
  dstnr_mitarbeiter: string;
  active_role: string | null;
  fobu_roles: string[];
}

/** The person of an access token that has not expired, by the token's hash; records the token's use (`recordUseSql`). */
export async function userOfAccessToken(db: Db, accessHash: string): Promise<TokenUser | undefined> {
  const [row] = await db.query<TokenUser>(
    `WITH ${recordUseSql(1)}
     SELECT u.*, t.client_id, t.last_active_at, t.family, t.session_expires_at, ${FOBU_ROLES_SQL} AS fobu_roles
       FROM oauth_tokens t JOIN users u ON u.uid = t.uid
      WHERE t.access_hash = $1 AND t.access_expires_at > now()`,
    [accessHash],
  );
  return row;
}

/** Every role of a person in every application, as the identity provider stores them. */
export function rolesOf(db: Db, uid: string) {
  return db.query<{ application: string; status: number; role: string }>(
    'SELECT application, status, role FROM user_roles WHERE uid = $1 ORDER BY position',
    [uid],
  );
}

/** Ends a person's sign-ins with one client (logout). */
export async function deleteTokensOf(db: Db, uid: string, clientId: string): Promise<void> {
  await db.query('DELETE FROM oauth_tokens WHERE uid = $1 AND client_id = $2', [uid, clientId]);
}

/** Makes an active FOBU role of the person their active role; false when it is not theirs. */
export async function activateRole(db: Db, uid: string, role: string): Promise<string | undefined> {
  const [assigned] = await db.query<{ role: string }>(
    `SELECT role FROM user_roles WHERE uid = $1 AND application = 'FOBU' AND status = 1 AND role = $2`,
    [uid, role],
  );
  if (assigned) await db.query('UPDATE users SET active_role = $2 WHERE uid = $1', [uid, assigned.role]);
  return assigned?.role;
}
