import type OAuth2Server from '@node-oauth/oauth2-server';
import { buildOpenApiDocument } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { tokenEndpoint } from '../auth/token-endpoint';
import { createApp } from '../http/app';
import { rateLimited } from '../http/rate-limit';
import { addOfferTypeRoute } from './offer-type-routes';
import { addSignInRoutes } from './sign-in/sign-in-routes';
import { addUserRoutes } from './user-routes';

/** The identity provider and user service (port 4100). */
export function createIdpApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createApp(config);
  addSignInRoutes(app, db, config, oauth);
  app.post('/oauth/token', rateLimited(db, 'token', config.rateLimits.token), (c) =>
    tokenEndpoint(c, oauth, ['authorization_code', 'refresh_token', 'client_credentials'], undefined, config.accessTokenLifetime),
  );
  addUserRoutes(app, db, config);
  addOfferTypeRoute(app, db);
  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument('idp', config.publicUrls.idp)));
  app.get('/health', (c) => c.json({ ok: true }));
  return app;
}
