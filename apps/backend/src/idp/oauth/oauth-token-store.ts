import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { randomToken, sha256 } from '../../auth/crypto';
import { activeRoleOf, FOBU_ROLES_SQL, fobuRoles } from '../../auth/principal';
import { endSignIn, idleTooLong, type TokenUse } from '../../auth/sign-in-activity';
import { joinScope, splitScope, type OAuthUser } from './oauth-user';

/** Issuing and reading access tokens (of the OAuth model, oauth-model.ts), stored as SHA-256 hashes. */
export function issuedTokens(db: Db) {
  return {
    async saveToken(
      token: { accessToken: string; accessTokenExpiresAt: Date; refreshToken?: string; refreshTokenExpiresAt?: Date; scope?: string[] },
      client: { id: string },
      user: OAuthUser,
    ) {
      // A refresh token never outlives its sign-in.
      const refreshExpiresAt =
        token.refreshTokenExpiresAt && user.sessionExpiresAt && user.sessionExpiresAt < token.refreshTokenExpiresAt
          ? user.sessionExpiresAt
          : token.refreshTokenExpiresAt;
      await db.query(
        `INSERT INTO oauth_tokens (access_hash, refresh_hash, client_id, uid, scope, mandant, access_expires_at, refresh_expires_at, family, session_expires_at, last_active_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,coalesce($11, now()))`,
        [
          sha256(token.accessToken),
          token.refreshToken ? sha256(token.refreshToken) : null,
          client.id,
          user.uid,
          joinScope(token.scope),
          user.mandant,
          token.accessTokenExpiresAt,
          refreshExpiresAt ?? null,
          user.family ?? null,
          user.sessionExpiresAt ?? null,
          user.lastActiveAt ?? null,
        ],
      );
      return { ...token, refreshTokenExpiresAt: refreshExpiresAt, client, user };
    },
    async getAccessToken(accessToken: string) {
      const [row] = await db.query<{
        client_id: string;
        uid: string | null;
        scope: string | null;
        mandant: string | null;
        access_expires_at: Date;
      }>('SELECT * FROM oauth_tokens WHERE access_hash = $1', [sha256(accessToken)]);
      if (!row) return false;
      return {
        accessToken,
        accessTokenExpiresAt: new Date(row.access_expires_at),
        scope: splitScope(row.scope),
        client: { id: row.client_id },
        user: { uid: row.uid, mandant: row.mandant },
      };
    },
    generateAccessToken: async () => randomToken(),
    generateRefreshToken: async () => randomToken(),
  };
}

/** Refresh tokens: one use each (rotation), and a replay ends the whole sign-in. */
export function refreshTokens(db: Db, config: BackendConfig) {
  return {
    async getRefreshToken(refreshToken: string) {
      const [row] = await db.query<
        TokenUse & {
          uid: string | null;
          scope: string | null;
          mandant: string | null;
          refresh_expires_at: Date | null;
          rotated_at: Date | null;
          active_role: string | null;
          roles: string[] | null;
        }
      >(
        `SELECT t.*, u.active_role, CASE WHEN u.uid IS NULL THEN NULL ELSE ${FOBU_ROLES_SQL} END AS roles
           FROM oauth_tokens t LEFT JOIN users u ON u.uid = t.uid WHERE t.refresh_hash = $1`,
        [sha256(refreshToken)],
      );
      if (!row) return false;
      // A refresh token that was already rotated is in two hands: the whole sign-in ends (RFC 9700 §4.14.2).
      // A sign-in idle past its role's time-out ends too: renewing its tokens is no activity.
      if (row.rotated_at || idleTooLong(config, row, activeRoleOf(row.active_role, fobuRoles(row.roles ?? [])))) {
        await endSignIn(db, row.family);
        return false;
      }
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_expires_at ? new Date(row.refresh_expires_at) : undefined,
        scope: splitScope(row.scope),
        client: { id: row.client_id },
        user: {
          uid: row.uid,
          mandant: row.mandant,
          family: row.family ?? undefined,
          sessionExpiresAt: row.session_expires_at ? new Date(row.session_expires_at) : undefined,
          lastActiveAt: new Date(row.last_active_at),
        },
      };
    },
    /**
     * Rotation: the old pair dies when the new one is issued. The old row stays, marked, until it
     * would have expired, so that its replay is recognised; only one of two concurrent refreshes wins.
     */
    async revokeToken(token: { refreshToken: string }) {
      const rows = await db.query(
        `UPDATE oauth_tokens SET rotated_at = now(), access_expires_at = least(access_expires_at, now())
          WHERE refresh_hash = $1 AND rotated_at IS NULL RETURNING access_hash`,
        [sha256(token.refreshToken)],
      );
      return rows.length === 1;
    },
  };
}
