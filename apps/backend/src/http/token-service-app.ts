import type OAuth2Server from '@node-oauth/oauth2-server';
import { buildOpenApiDocument } from '@fobu/api-contract';
import { SERVICE_SCOPES, type TokenService } from '@fobu/domain';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { authenticateServiceCall } from '../auth/service-call';
import { tokenEndpoint } from '../auth/token-endpoint';
import { createApp } from './app';
import { rateLimited } from './rate-limit';

/**
 * What the forms, institutions and notification services share (spec section 7): their own
 * client-credentials token endpoint with scope = service name, the OpenAPI document, a health
 * check, and a service token required on every `/api/*` request.
 */
export function createTokenServiceApp(db: Db, config: BackendConfig, oauth: OAuth2Server, service: TokenService): Hono {
  const scope = SERVICE_SCOPES[service];
  const app = createApp(config);
  app.post('/oauth/token', rateLimited(db, 'token', config.rateLimits.token), (c) =>
    tokenEndpoint(c, oauth, ['client_credentials'], scope, config.accessTokenLifetime),
  );
  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument(service, config.publicUrls[service])));
  app.get('/health', (c) => c.json({ ok: true }));
  app.use('/api/*', async (c, next) => {
    await authenticateServiceCall(db, config, c, scope);
    await next();
  });
  return app;
}
