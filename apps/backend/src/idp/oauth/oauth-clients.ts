import { SERVICE_SCOPES, TENANTS } from '@fobu/domain';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { sha256 } from '../../auth/crypto';

/** Registers (or updates) the portal's OAuth clients from the configuration; runs at every start. */
export async function ensureClients(db: Db, config: BackendConfig): Promise<void> {
  const redirects = config.portalOrigins.flatMap((origin) => TENANTS.map((mandant) => `${origin}/${mandant}/callback`));
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
    [clients.forms.clientId, clients.forms.clientSecret, [], ['client_credentials'], [SERVICE_SCOPES.forms], 'Portal → Formulardienst'],
    [
      clients.institutions.clientId,
      clients.institutions.clientSecret,
      [],
      ['client_credentials'],
      [SERVICE_SCOPES.institutions],
      'Portal → Bildungseinrichtungen',
    ],
    [
      clients.notification.clientId,
      clients.notification.clientSecret,
      [],
      ['client_credentials'],
      [SERVICE_SCOPES.notification],
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
