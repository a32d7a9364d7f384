import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { randomToken, sha256 } from '../../auth/crypto';
import { endSignIn } from '../../auth/sign-in-activity';
import { joinScope, splitScope, type OAuthUser } from './oauth-user';

/**
 * The authorization codes of the OAuth model (oauth-model.ts): stored as SHA-256 hashes, each
 * with the token family its sign-in will have.
 */
export function codeStore(db: Db, config: BackendConfig) {
  const sessionEnd = (clientId: string) =>
    new Date(
      Date.now() + 1000 * (clientId === config.clients.mobile.clientId ? config.sessionLifetime.mobile : config.sessionLifetime.web),
    );
  return {
    async saveAuthorizationCode(
      code: {
        authorizationCode: string;
        expiresAt: Date;
        redirectUri: string;
        scope?: string[];
        codeChallenge?: string;
        codeChallengeMethod?: string;
      },
      client: { id: string },
      user: OAuthUser,
    ) {
      await db.query(
        `INSERT INTO oauth_codes (code_hash, client_id, uid, redirect_uri, scope, mandant, code_challenge, code_challenge_method, expires_at, family)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [
          sha256(code.authorizationCode),
          client.id,
          user.uid,
          code.redirectUri,
          joinScope(code.scope),
          user.mandant,
          code.codeChallenge ?? null,
          code.codeChallengeMethod ?? null,
          code.expiresAt,
          randomToken(16),
        ],
      );
      return { ...code, client, user };
    },
    async getAuthorizationCode(authorizationCode: string) {
      const [row] = await db.query<{
        client_id: string;
        uid: string;
        redirect_uri: string;
        scope: string | null;
        mandant: string;
        code_challenge: string | null;
        code_challenge_method: string | null;
        expires_at: Date;
        family: string;
        used_at: Date | null;
      }>('SELECT * FROM oauth_codes WHERE code_hash = $1', [sha256(authorizationCode)]);
      if (!row) return false;
      // A code used twice was stolen or replayed: what the first use got is ended too (RFC 9700 §4.2.1).
      if (row.used_at) {
        await endSignIn(db, row.family);
        return false;
      }
      return {
        authorizationCode,
        expiresAt: new Date(row.expires_at),
        redirectUri: row.redirect_uri,
        scope: splitScope(row.scope),
        client: { id: row.client_id },
        user: { uid: row.uid, mandant: row.mandant, family: row.family, sessionExpiresAt: sessionEnd(row.client_id) },
        codeChallenge: row.code_challenge ?? undefined,
        codeChallengeMethod: row.code_challenge_method ?? undefined,
      };
    },
    /** Marks the code used, once: of two concurrent exchanges only one gets tokens. */
    async revokeAuthorizationCode(code: { authorizationCode: string }) {
      const rows = await db.query('UPDATE oauth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL RETURNING code_hash', [
        sha256(code.authorizationCode),
      ]);
      return rows.length === 1;
    },
    generateAuthorizationCode: async () => randomToken(),
  };
}
