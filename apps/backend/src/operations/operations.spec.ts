import type { ServiceKey } from '../config';
import type { RunningBackend } from '../server';
import { prepareBookableDate, serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';

const SERVICES: readonly ServiceKey[] = ['idp', 'forms', 'institutions', 'notification', 'qr'];

let backend: RunningBackend;
const lines: string[] = [];

beforeAll(async () => {
  backend = await startTestBackend({}, {}, { logWriter: (line) => lines.push(line) });
});
afterAll(() => backend?.close());

const get = (service: ServiceKey, path: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.urls[service]}${path}`, { headers });

/** The log lines written for the request id. */
const logged = (requestId: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['requestId'] === requestId);

describe('health checks', () => {
  it.each(SERVICES)('%s answers live and ready while the database answers and every migration is applied', async (service) => {
    expect(await (await get(service, '/health/live')).json()).toEqual({ ok: true });
    const ready = await get(service, '/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ bereit: true });
  });

  it('is not ready, saying which in German, while a migration of this build is missing', async () => {
    const [last] = await backend.db.query<{ id: string; applied_at: string }>(
      'DELETE FROM schema_migrations WHERE id = (SELECT max(id) FROM schema_migrations) RETURNING id, applied_at',
    );
    try {
      const ready = await get('forms', '/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ bereit: false, grund: `Es fehlen Migrationen der Datenbank: ${last.id}.` });
      expect((await get('forms', '/health/live')).status).toBe(200);
    } finally {
      await backend.db.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [last.id, last.applied_at]);
    }
  });

  it('is not ready once the process begins to stop, and still live until its ports close', async () => {
    const stopping = await startTestBackend({}, { SHUTDOWN_DELAY_MS: '2000' });
    const closed = stopping.close();
    const ready = await fetch(`${stopping.urls.idp}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ bereit: false, grund: 'Der Prozess wird beendet.' });
    expect((await fetch(`${stopping.urls.forms}/health/live`)).status).toBe(200);
    await closed;
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with the route pattern, never the path’s ids or the query', async () => {
    const answer = await fetch(`${backend.urls.forms}/api/v1/anmeldungen/4711/stornieren?email=anna%40schule.de`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'portal-call-0001' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe('portal-call-0001');
    const [line, ...more] = logged('portal-call-0001');
    expect(more).toEqual([]);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      requestId: 'portal-call-0001',
      service: 'forms',
      method: 'POST',
      route: '/api/v1/anmeldungen/:id/stornieren',
      status: 401,
      durationMs: expect.any(Number),
      pid: process.pid,
    });
    expect(JSON.stringify(line)).not.toMatch(/4711|anna|schule/);
  });

  it.each([
    ['too short', 'abc'],
    ['with characters a log could be fooled by', 'id"},{"level":"error'],
  ])('replaces a request id that is %s with one of its own', async (_, sent) => {
    const answer = await get('qr', '/health/live', { 'X-Request-Id': sent });
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged(id)).toHaveLength(1);
  });

  it('lets the portal send and read the request id across origins', async () => {
    const preflight = await fetch(`${backend.urls.forms}/api/v1/anmeldungen`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://portal.test:4200',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-request-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-request-id');
    const answer = await get('forms', '/health/live', { Origin: 'http://portal.test:4200' });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-request-id');
  });
});

describe('metrics', () => {
  it('counts requests by route and status, their latency, booking outcomes, the pool and the outbox, on the identity provider’s port', async () => {
    const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
    const user = (await signIn(backend, 'lehrkraft.iqsh')).access_token;
    expect(
      (await forms('/api/v1/anmeldungen', { body: { terminId: await prepareBookableDate(backend, 3, 'max_plaetze = 5') }, user })).status,
    ).toBe(201);
    expect((await forms('/api/v1/anmeldungen', { body: { terminId: 2_000_000 }, user })).status).toBe(404);
    await get('forms', '/health/live');

    const answer = await get('idp', '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(/^fobu_http_requests_total\{service="forms",method="GET",route="\/health\/live",status="200"\} [1-9]/m);
    expect(text).toMatch(
      /^fobu_http_request_duration_seconds_bucket\{le="\+Inf",service="forms",method="POST",route="\/api\/v1\/anmeldungen"\} 2$/m,
    );
    expect(text).toMatch(/^fobu_buchungen_total\{ergebnis="zugelassen"\} 1$/m);
    expect(text).toMatch(/^fobu_buchungen_total\{ergebnis="not_found"\} 1$/m);
    expect(text).toMatch(/^fobu_mail_outbox_open \d+$/m);
    // PGlite is one connection: no pool to report.
    expect(text).not.toContain('fobu_db_pool_connections{');
    expect((await get('forms', '/metrics')).status).toBe(404);
  });

  it('refuses a scrape that came through a proxy, and without METRICS_TOKEN’s bearer token where one is set', async () => {
    expect((await get('idp', '/metrics', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(403);
    const guarded = await startTestBackend({}, { METRICS_TOKEN: 'geheim-fuer-prometheus' });
    try {
      const scrape = (authorization?: string) =>
        fetch(`${guarded.urls.idp}/metrics`, { headers: authorization ? { authorization } : {} }).then((response) => response.status);
      expect(await scrape()).toBe(403);
      expect(await scrape('Bearer falsch')).toBe(403);
      expect(await scrape('Bearer geheim-fuer-prometheus')).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
