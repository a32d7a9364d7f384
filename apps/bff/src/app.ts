import { Hono } from 'hono';
import { bffModeConfig } from './config/portal-config';
import { requireCsrfHeader } from './http/csrf';
import { errorAnswer } from './http/errors';
import type { BffDeps } from './routes/bff-deps';
import { addProxyRoutes } from './routes/proxy-routes';
import { addSessionRoutes } from './routes/session-routes';
import { addSignInRoutes } from './routes/sign-in-routes';

/** The BFF's HTTP interface (docs/bff.md). */
export function createBffApp(deps: BffDeps): Hono {
  const app = new Hono();
  // The two navigations (the sign-in's start and the callback) cannot carry a header; everything else must.
  app.use('/bff/*', async (c, next) => (c.req.method === 'GET' && c.req.path === '/bff/anmelden' ? next() : requireCsrfHeader(c, next)));
  app.use('/api/*', requireCsrfHeader);
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(bffModeConfig(deps.portal));
  });
  addSignInRoutes(app, deps);
  addSessionRoutes(app, deps);
  addProxyRoutes(app, deps);
  app.notFound((c) => errorAnswer(c, 404, 'Diese Adresse gibt es nicht.'));
  app.onError((error, c) => {
    console.error('Fehler im BFF:', error);
    return errorAnswer(c, 502, 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.');
  });
  return app;
}
