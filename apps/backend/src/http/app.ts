import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { BackendConfig } from '../config';
import { HttpError } from './errors';

const MAX_BODY_BYTES = 64 * 1024;

/** A Hono app with what every service shares: CORS for the portal, a body limit, JSON errors. */
export function createApp(config: BackendConfig): Hono {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => (config.portalOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      allowHeaders: ['Authorization', 'X-User-Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
      // The portal names downloaded files (calendar, confirmation of attendance) as the service does.
      exposeHeaders: ['Content-Disposition'],
      maxAge: 600,
    }),
  );
  // The portal's pages may read the services' timing (Resource Timing), as monitoring and the
  // catalogue benchmark (tools/bench-catalogue) do; without it the browser reports zeros.
  app.use('*', async (c, next) => {
    await next();
    const origin = c.req.header('origin');
    if (origin && config.portalOrigins.includes(origin)) c.header('Timing-Allow-Origin', origin);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'payload_too_large', message: 'Die Anfrage ist zu groß (höchstens 64 KB).' }, 413),
    }),
  );
  app.notFound((c) => c.json({ error: 'not_found', message: 'Diese Adresse gibt es nicht.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, error.status);
    }
    if (error instanceof OAuth2Server.OAuthError) {
      return c.json({ error: error.name, error_description: error.message }, error.code as 400);
    }
    console.error(error);
    return c.json({ error: 'internal_error', message: 'Ein interner Fehler ist aufgetreten.' }, 500);
  });
  return app;
}

/** Reads a JSON body; a malformed one is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new HttpError(400, 'unsupported_media_type', 'Bitte senden Sie JSON (Content-Type: application/json).');
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
}

/** Reads an `application/x-www-form-urlencoded` body as a plain object of strings. */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    throw new HttpError(400, 'invalid_request', 'Bitte senden Sie application/x-www-form-urlencoded.');
  }
  const params = new URLSearchParams(await c.req.text());
  return Object.fromEntries(params.entries());
}
