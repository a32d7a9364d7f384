import { TEST_RUNTIME_CONFIG } from '@fobu/config/testing';

/** The service a request went to, by its host in TEST_RUNTIME_CONFIG. */
export type TestService = keyof typeof TEST_RUNTIME_CONFIG.services;

/** One business call the screen made: the service, the method and the path with its query (in BFF mode, the path behind `/api/<service>`). */
export interface ServiceCall {
  readonly service: TestService;
  readonly method: string;
  readonly url: URL;
  readonly request: Request;
}

/** Answers a business call; undefined for a call the test did not expect (answered 404, and recorded). */
export type ServiceHandler = (call: ServiceCall) => Response | Promise<Response> | undefined;

/** A JSON answer, as the services send it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SERVICE_BY_HOST = new Map(
  Object.entries(TEST_RUNTIME_CONFIG.services).map(([service, { url }]) => [new URL(url).host, service as TestService]),
);

/** The BFF's proxy (docs/bff.md): `/api/<service>/<path>` on the portal's origin. */
const PROXIED = /^\/api\/(user|forms|institutions|notification|qr)(\/.*)$/;

/** The service a request is for, and its address as the service sees it; undefined for none of them. */
function addressed(url: URL): { readonly service: TestService; readonly url: URL } | undefined {
  const byHost = SERVICE_BY_HOST.get(url.host);
  if (byHost) return { service: byHost, url };
  const proxied = PROXIED.exec(url.pathname);
  return proxied ? { service: proxied[1] as TestService, url: new URL(`${proxied[2]}${url.search}`, url.origin) } : undefined;
}

/**
 * A fetch that plays the portal's services: client-credentials tokens for every service, and the
 * business calls answered by the test's handler; in BFF mode, the BFF's proxy in front of them,
 * which refuses a call without the CSRF header as the BFF does. Every business call is recorded.
 */
export function createFakeServices(handler: ServiceHandler) {
  const calls: ServiceCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/oauth/token') return json({ token_type: 'Bearer', expires_in: 3600, access_token: `${url.host}-token` });
    const target = addressed(url);
    if (!target) throw new TypeError(`Kein Testdienst unter ${url.host}${url.pathname}`);
    if (target.url !== url && request.headers.get('X-FOBU-CSRF') !== '1')
      return json({ message: 'Die Anfrage wurde abgelehnt (Schutz vor fremden Seiten).' }, 403);
    const call = { service: target.service, method: request.method, url: target.url, request };
    calls.push(call);
    return (await handler(call)) ?? json({ message: `Im Test nicht vorgesehen: ${request.method} ${url.pathname}` }, 404);
  };
  return { fetch, calls };
}
