import OAuth2Server from '@node-oauth/oauth2-server';
import type { BackendConfig } from '../../config';
import type { Db } from '../../db/db';
import { randomToken, sha256 } from '../../auth/crypto';
import { activeRoleOf, FOBU_ROLES_SQL, fobuRoles } from '../../auth/principal';
import { endSignIn, idleTooLong, type TokenUse } from '../sign-in/sign-in-activity';

/**
 * The person (or, for client credentials, nobody) a code or token belongs to, with the sign-in it
 * comes from: its token family and when that ends at the latest.
 */
interface OAuthUser {
  uid: string | null;
  mandant: string | null;
  family?: string;
  sessionExpiresAt?: Date;
  /** On rotation, the last use of the old token: a refresh is no activity of the person. */
  lastActiveAt?: Date;
}

interface ClientRow {
  client_id: string;
  secret_hash: string;
  redirect_uris: string[];
  grants: string[];
  scopes: string[];
}

const USER_SCOPES = ['user', 'usermobile'];
const joinScope = (scope: unknown) => (Array.isArray(scope) ? scope.join(' ') : typeof scope === 'string' ? scope : null);
const splitScope = (scope: string | null) => (scope ? scope.split(' ') : undefined);

/**
 * The SQL-backed model of @node-oauth/oauth2-server. Every piece of state (codes, tokens,
 * rotation) lives in the database, so that any back-end process can answer any request.
 * Codes and tokens are stored as SHA-256 hashes; revoking a code or refresh token is one
 * `DELETE … RETURNING`, which is what makes them single-use under concurrent requests.
 */
function createOAuthModel(db: Db, config: BackendConfig) {
  const sessionEnd = (clientId: string) =>
    new Date(
      Date.now() + 1000 * (clientId === config.clients.mobile.clientId ? config.sessionLifetime.mobile : config.sessionLifetime.web),
    );
  const toClient = (row: ClientRow) => ({ id: row.client_id, grants: row.grants, redirectUris: row.redirect_uris, scopes: row.scopes });
  return {
    async getClient(clientId: string, clientSecret: string | null) {
      const [row] = await db.query<ClientRow>('SELECT * FROM oauth_clients WHERE client_id = $1', [clientId]);
      if (!row) return false;
      if (clientSecret !== null && clientSecret !== undefined && sha256(clientSecret) !== row.secret_hash) return false;
      return toClient(row);
    },
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
    async getUserFromClient(): Promise<OAuthUser> {
      return { uid: null, mandant: null };
    },
    async validateScope(user: OAuthUser, client: { scopes?: string[]; grants?: string[] }, scope?: string[]) {
      const allowed = client.scopes ?? [];
      if (!scope || scope.length === 0) return user.uid ? [allowed.find((s) => USER_SCOPES.includes(s)) ?? 'user'] : false;
      return scope.every((s) => allowed.includes(s)) ? scope : false;
    },
    generateAccessToken: async () => randomToken(),
    generateRefreshToken: async () => randomToken(),
    generateAuthorizationCode: async () => randomToken(),
  };
}

export function createOAuthServer(db: Db, config: BackendConfig): OAuth2Server {
  return new OAuth2Server({
    // The library's typings want its full Model type; ours implements the parts the grants use.
    model: createOAuthModel(db, config) as unknown as OAuth2Server.AuthorizationCodeModel,
    accessTokenLifetime: config.accessTokenLifetime,
    refreshTokenLifetime: config.refreshTokenLifetime,
    authorizationCodeLifetime: config.codeLifetime,
    allowEmptyState: false,
    alwaysIssueNewRefreshToken: true,
    requireClientAuthentication: { authorization_code: true, refresh_token: true, client_credentials: true },
  });
}

/** Registers (or updates) the portal's OAuth clients from the configuration; runs at every start. */
export async function ensureClients(db: Db, config: BackendConfig): Promise<void> {
  const redirects = config.portalOrigins.flatMap((origin) => ['iqsh', 'shibb'].map((mandant) => `${origin}/${mandant}/callback`));
  const { clients } = config;
  const rows: [string, string, string[], string[], string[], string][] = [
    [clients.web.clientId, clients.web.clientSecret, redirects, ['authorization_code', 'refresh_token'], ['user'], 'Portal im Browser'],
    [
      clients.mobile.clientId,
      clients.mobile.clientSecret,
      redirects,
      ['authorization_code', 'refresh_token'],
      ['usermobile', 'user'],
      'Portal als installierte App',
    ],
    [clients.forms.clientId, clients.forms.clientSecret, [], ['client_credentials'], ['serviceformix'], 'Portal → Formulardienst'],
    [
      clients.institutions.clientId,
      clients.institutions.clientSecret,
      [],
      ['client_credentials'],
      ['servicebildungseinrichtungen'],
      'Portal → Bildungseinrichtungen',
    ],
    [
      clients.notification.clientId,
      clients.notification.clientSecret,
      [],
      ['client_credentials'],
      ['servicenotification'],
      'Portal → Benachrichtigungen',
    ],
  ];
  for (const [id, secret, uris, grants, scopes, description] of rows) {
    await db.query(
      `INSERT INTO oauth_clients (client_id, secret_hash, redirect_uris, grants, scopes, description) VALUES ($1,$2,$3,$4,$5,$6)
       ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash, redirect_uris = excluded.redirect_uris,
         grants = excluded.grants, scopes = excluded.scopes, description = excluded.description`,
      [id, sha256(secret), uris, grants, scopes, description],
    );
  }
}
