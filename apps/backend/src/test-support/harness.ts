import { BOOKING_ROLES, SERVICE_SCOPES, type TokenService } from '@fobu/domain';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type BackendConfig } from '../config';
import type { LogWriter } from '../operations/request-log';
import { startBackend, type RunningBackend } from '../server';

export const PORTAL = 'http://portal.test:4200';
export const PASSWORD = 'fobu-demo';

/**
 * Starts the real back end on a private copy of the seeded template database (or on DATABASE_URL),
 * with its development mailbox on free ports (`mailReceiverUrl`); `env` as the environment would set it.
 */
export async function startTestBackend(
  overrides: Partial<BackendConfig> = {},
  env: NodeJS.ProcessEnv = {},
  options: { logWriter?: LogWriter } = {},
): Promise<RunningBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'fobu-backend-'));
  if (!overrides.databaseUrl) cpSync(inject('templateDir'), dir, { recursive: true });
  const config = loadConfig(
    // E-mails go out within a moment, so that a test waits for them briefly; a spec that reads the request log passes its own writer.
    {
      BACKEND_PORT_MAIL_SMTP: '0',
      BACKEND_PORT_MAIL_HTTP: '0',
      MAIL_SWEEP_MS: '200',
      PORTAL_PUBLIC_URL: PORTAL,
      LOG_LEVEL: options.logWriter ? 'info' : 'silent',
      ...env,
    },
    {
      ports: { idp: 0, forms: 0, institutions: 0, notification: 0, qr: 0 },
      host: '127.0.0.1',
      dataDir: dir,
      portalOrigins: [PORTAL],
      databaseUrl: undefined,
      demoMode: true,
      // The specs send many requests from one address; the rate-limit spec sets its own limits.
      rateLimits: {
        contact: { limit: 1000, windowSeconds: 600 },
        token: { limit: 10_000, windowSeconds: 60 },
        calendarFeed: { limit: 10_000, windowSeconds: 60 },
        verification: { limit: 10_000, windowSeconds: 60 },
      },
      ...overrides,
    },
  );
  const backend = await startBackend(config, { logWriter: options.logWriter });
  return {
    ...backend,
    async close() {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A PKCE pair for tests that do not exchange their code; one that does makes its own (pkcePair). */
const UNUSED_PKCE = pkcePair();

export function authorizeParams(backend: RunningBackend, mandant = 'iqsh', extra: Record<string, string> = {}) {
  return {
    code_challenge: UNUSED_PKCE.challenge,
    code_challenge_method: 'S256',
    client_id: backend.config.clients.web.clientId,
    redirect_uri: `${PORTAL}/${mandant}/callback`,
    response_type: 'code',
    scope: 'user',
    state: 'a'.repeat(40),
    prompt: 'consent',
    application: 'FOBU',
    mobile: '0',
    mandant,
    ...extra,
  };
}

export const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
  redirect: 'manual' as const,
});

/** Signs in through the authorize form and returns the code. */
export async function authorizeCode(backend: RunningBackend, username: string, mandant = 'iqsh', extra: Record<string, string> = {}) {
  const response = await fetch(
    `${backend.urls.idp}/oauth/authorize`,
    form({ ...authorizeParams(backend, mandant, extra), username, password: PASSWORD }),
  );
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return new URL(location);
}

/** Full sign-in: authorize, exchange the code; returns the token answer. */
export async function signIn(backend: RunningBackend, username: string, mandant = 'iqsh', client: 'web' | 'mobile' = 'web') {
  const { verifier, challenge } = pkcePair();
  const { clientId, clientSecret } = backend.config.clients[client];
  const location = await authorizeCode(backend, username, mandant, {
    code_challenge: challenge,
    code_challenge_method: 'S256',
    client_id: clientId,
    ...(client === 'mobile' ? { scope: 'usermobile', mobile: '1' } : {}),
  });
  const response = await fetch(
    `${backend.urls.idp}/oauth/token`,
    form({
      grant_type: 'authorization_code',
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: `${PORTAL}/${mandant}/callback`,
      code: location.searchParams.get('code')!,
      code_verifier: verifier,
    }),
  );
  if (response.status !== 200) throw new Error(`token exchange failed: ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

/** Calls a test-only fixture endpoint (a back end started with `testFixtures: true`) and reads its answer. */
export async function testFixture<T>(backend: RunningBackend, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${backend.urls.idp}/test-fixtures/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test-fixtures/${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function serviceToken(backend: RunningBackend, service: TokenService): Promise<string> {
  const { clientId, clientSecret } = backend.config.clients[service];
  const response = await fetch(
    `${backend.urls[service]}/oauth/token`,
    form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: SERVICE_SCOPES[service] }),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A client for one service that sends the service token, `scope`, and optionally a user token. */
export function serviceClient(backend: RunningBackend, service: TokenService, token: string) {
  return async (path: string, init: { method?: string; body?: unknown; user?: string; headers?: Record<string, string> } = {}) => {
    const url = new URL(`${backend.urls[service]}${path}`);
    url.searchParams.set('scope', SERVICE_SCOPES[service]);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (init.user) headers['x-user-authorization'] = `Bearer ${init.user}`;
    Object.assign(headers, init.headers);
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    let json: any = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  };
}

/** A bookable TERMIN date of iqsh for every booking role, with no bookings, then changed by `set` (SQL assignments). */
export async function prepareBookableDate(backend: RunningBackend, offset: number, set: string): Promise<number> {
  const [row] = await backend.db.query<{ id: number; vnr: string }>(
    `SELECT t.id, t.vnr FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = 'iqsh' AND g.vtyp = 'TERMIN' AND t.schule_dstnr IS NULL ORDER BY t.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  await backend.db.query(`UPDATE angebote SET status = 'veroeffentlicht', zielgruppen = $2 WHERE vnr = $1`, [row.vnr, BOOKING_ROLES]);
  await backend.db.query(`DELETE FROM benachrichtigungen WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE termin_id = $1)`, [
    row.id,
  ]);
  // The seed records attendance for its demo people's past bookings (seed-attendance.ts).
  await backend.db.query(`DELETE FROM anwesenheiten WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE termin_id = $1)`, [row.id]);
  await backend.db.query(`DELETE FROM anmeldungen WHERE termin_id = $1`, [row.id]);
  await backend.db.query(
    `UPDATE termine SET zugelassen = 0, wartend = 0, status = 'buchbar', genehmigung_erforderlich = false, beginn = now() + interval '20 days',
       anmeldebeginn = now() - interval '1 day', anmeldeschluss = now() + interval '10 days', stornofrist = now() + interval '5 days' WHERE id = $1`,
    [row.id],
  );
  // Apart, so that `set` may override any of the above.
  await backend.db.query(`UPDATE termine SET ${set} WHERE id = $1`, [row.id]);
  return row.id;
}

/** The demo users the booking and participant specs act as: teachers, heads, organisers and administration of both tenants. */
export const BOOKING_SPEC_USERS = [
  'lehrkraft.iqsh',
  'schulleitung.iqsh',
  'veranstaltungsleiter.iqsh',
  'verwaltung.shibb',
  'verwaltung.iqsh',
  'administrator.iqsh',
  'lehrkraft.shibb',
  'schulleitung.shibb',
] as const;

/** A test back end with a forms client, and the demo users given (`name.mandant`) signed in: their tokens by name. */
export async function formsBackendSignedIn(names: readonly string[]) {
  const backend = await startTestBackend();
  const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  const users: Record<string, string> = {};
  for (const name of names) users[name] = (await signIn(backend, name, name.split('.')[1])).access_token;
  return { backend, forms, users };
}
