import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { BackendConfig } from '../config';
import { requestIdOf } from '../operations/request-id';
import { clientAddressOf } from './client-address';
import { nulInAddress, refuseNul, unstorableValue } from './database-errors';
import { HttpError } from './errors';

const MAX_BODY_BYTES = 64 * 1024;

declare module 'hono' {
  interface ContextVariableMap {
    /** Where the request came from (`rate-limit.ts`'s `clientAddress`). */
    clientAddress: string;
    /** The request's id in the log (`X-Request-Id`). */
    requestId: string;
    /** Set by the booking route: its outcome, for the metrics. */
    bookingOutcome: string;
  }
}

/** Who watches each app's requests when they are answered (the log and the metrics, operations/observe.ts). */
const OBSERVERS = new WeakMap<Hono, (c: Context, durationMs: number) => void>();

/** Hands each answered request of `app` (made by createApp) to `observer`, with its duration. */
export function observeRequests(app: Hono, observer: (c: Context, durationMs: number) => void): void {
  OBSERVERS.set(app, observer);
}

/** The address of the request's socket; a request handed to the app without one (app.request in tests) has none. */
export const socketAddressOf = (c: Context): string =>
  (c.env as { incoming?: unknown } | undefined)?.incoming ? (getConnInfo(c).remote.address ?? '') : '';

/** The routes of each app with a body limit of their own instead of the 64 KB, by `METHOD /path`. */
const OWN_BODY_LIMITS = new WeakMap<Hono, Map<string, MiddlewareHandler>>();

/** A body limit whose 413 says `message`. */
const limitTo = (maxSize: number, message: string): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    // The rest of the body is not read, so the connection cannot carry another request: the
    // client is told so, instead of finding the socket closed under its next request.
    onError: (c) => c.json({ error: 'payload_too_large', message }, 413, { Connection: 'close' }),
  });

/**
 * Gives one route (a literal path, no parameters) a body limit of its own, in place of the app's
 * 64 KB: an upload takes more, and raising the limit for every route would let any of them be fed
 * megabytes. `app` must come from createApp.
 */
export function allowLargerBody(app: Hono, method: 'POST' | 'PUT', path: string, maxSize: number, message: string): void {
  const limits = OWN_BODY_LIMITS.get(app);
  if (!limits) throw new Error('allowLargerBody needs an app made by createApp');
  limits.set(`${method} ${path}`, limitTo(maxSize, message));
}

/** A Hono app with what every service shares: CORS for the portal, a body limit, JSON errors. */
export function createApp(config: BackendConfig): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    // One id follows a call from the portal through nginx to this log line and back in the answer.
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    OBSERVERS.get(app)?.(c, performance.now() - started);
  });
  app.use('*', async (c, next) => {
    c.set('clientAddress', clientAddressOf(socketAddressOf(c), c.req.header('x-forwarded-for'), config.trustedProxies));
    await next();
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (config.portalOrigins.includes(origin) ? origin : null),
      // The services read no cookie: the portal sends tokens in headers, so no request carries credentials.
      credentials: false,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'X-User-Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'X-Request-Id'],
      // The portal names downloaded files (calendar, confirmation of attendance) as the service does,
      // and may show a failed call's request id, by which the operators find its log line.
      exposeHeaders: ['Content-Disposition', 'X-Request-Id'],
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
  app.use('*', async (c, next) => {
    await next();
    // Answers are personal or made for one client: no shared cache keeps them, no browser guesses their type.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  const ownLimits = new Map<string, MiddlewareHandler>();
  OWN_BODY_LIMITS.set(app, ownLimits);
  const defaultLimit = limitTo(MAX_BODY_BYTES, 'Die Anfrage ist zu groß (höchstens 64 KB).');
  app.use('*', (c, next) => (ownLimits.get(`${c.req.method} ${c.req.path}`) ?? defaultLimit)(c, next));
  app.use('*', async (c, next) => {
    const refused = nulInAddress(c.req.url);
    if (refused) throw refused;
    await next();
  });
  app.notFound((c) => c.json({ error: 'not_found', message: 'Diese Adresse gibt es nicht.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 401) c.header('WWW-Authenticate', bearerChallenge(c));
      return c.json({ error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, error.status);
    }
    if (error instanceof OAuth2Server.OAuthError) {
      return c.json({ error: error.name, error_description: error.message }, error.code as 400);
    }
    const unstorable = unstorableValue(error);
    if (unstorable) return c.json({ error: unstorable.code, message: unstorable.message }, 400);
    console.error(error);
    return c.json({ error: 'internal_error', message: 'Ein interner Fehler ist aufgetreten.' }, 500);
  });
  return app;
}

/**
 * RFC 6750 §3: a protected resource's 401 names the scheme, and says `invalid_token` when a token
 * was sent (missing, expired, revoked or not for this service); without any token it only asks for one.
 */
function bearerChallenge(c: Context): string {
  const sent = c.req.header('authorization') !== undefined || c.req.header('x-user-authorization') !== undefined;
  return sent ? 'Bearer realm="fobu", error="invalid_token"' : 'Bearer realm="fobu"';
}

/** Reads a JSON body; a malformed one is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new HttpError(400, 'unsupported_media_type', 'Bitte senden Sie JSON (Content-Type: application/json).');
  const text = await c.req.text();
  try {
    return JSON.parse(text, refuseNul);
  } catch (error) {
    if (error instanceof HttpError) throw error;
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
  return Object.fromEntries([...params.entries()].map(([name, value]) => [name, refuseNul(name, value) as string]));
}
