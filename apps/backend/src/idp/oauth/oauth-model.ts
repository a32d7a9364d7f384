import OAuth2Server from '@node-oauth/oauth2-server';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { sha256 } from '../../auth/crypto';
import { codeStore } from './oauth-code-store';
import { issuedTokens, refreshTokens } from './oauth-token-store';
import type { OAuthUser } from './oauth-user';

interface ClientRow {
  client_id: string;
  secret_hash: string;
  redirect_uris: string[];
  grants: string[];
  scopes: string[];
}

const USER_SCOPES = ['user', 'usermobile'];

/**
 * The SQL-backed model of @node-oauth/oauth2-server. Every piece of state (codes, tokens,
 * rotation) lives in the database, so that any back-end process can answer any request.
 * Codes and tokens are stored as SHA-256 hashes; revoking a code or refresh token is one
 * `DELETE … RETURNING`, which is what makes them single-use under concurrent requests.
 */
function createOAuthModel(db: Db, config: BackendConfig) {
  const toClient = (row: ClientRow) => ({ id: row.client_id, grants: row.grants, redirectUris: row.redirect_uris, scopes: row.scopes });
  return {
    async getClient(clientId: string, clientSecret: string | null) {
      const [row] = await db.query<ClientRow>('SELECT * FROM oauth_clients WHERE client_id = $1', [clientId]);
      if (!row) return false;
      if (clientSecret !== null && clientSecret !== undefined && sha256(clientSecret) !== row.secret_hash) return false;
      return toClient(row);
    },
    async getUserFromClient(): Promise<OAuthUser> {
      return { uid: null, mandant: null };
    },
    async validateScope(user: OAuthUser, client: { scopes?: string[]; grants?: string[] }, scope?: string[]) {
      const allowed = client.scopes ?? [];
      if (!scope || scope.length === 0) return user.uid ? [allowed.find((s) => USER_SCOPES.includes(s)) ?? 'user'] : false;
      return scope.every((s) => allowed.includes(s)) ? scope : false;
    },
    ...codeStore(db, config),
    ...issuedTokens(db),
    ...refreshTokens(db, config),
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
