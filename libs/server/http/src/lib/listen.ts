import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/*
 * Node closes a kept-alive connection after 5 s without a request. A client that sends its next
 * request on that connection in the same moment gets "socket hang up" (ECONNRESET), as the
 * end-to-end tests' request context did once after a page had taken longer than that. Keeping idle
 * connections longer than the clients and proxies in front of us (which close theirs at 60 s) means
 * the server never closes a connection a client is about to reuse.
 */
const KEEP_ALIVE_MS = 65_000;

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
const DEFAULT_GRACE_MS = 10_000;

export interface Listening {
  readonly server: Server;
  readonly port: number;
  /**
   * Stops gracefully (SIGTERM, a deployment's restart): no new connection is accepted, a request
   * that still arrives on an open connection is refused with 503 and `Connection: close` (a proxy
   * then tries another process), requests in flight finish, and after `graceMs` whatever is left is cut.
   */
  stop(graceMs?: number): Promise<void>;
}

/** A server's handler: the request and the bindings @hono/node-server passes beside it (the socket, for the client's address). */
type Fetch = (request: Request, bindings?: unknown) => Response | Promise<Response>;

/** Serves `fetch` on the port (0: any free one) and answers the server with the port it listens on. */
export async function listen(fetch: Fetch, port: number, hostname: string): Promise<Listening> {
  const gate = drainable(fetch);
  let server: Server | undefined;
  const actualPort = await new Promise<number>((resolve) => {
    // Without HTTP/2 options, serve answers a plain node:http server.
    server = serve({ fetch: gate.fetch, port, hostname }, (info) => resolve(info.port)) as Server;
  });
  const http = server as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // A header timeout below the keep-alive timeout would end idle connections early again.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return {
    server: http,
    port: actualPort,
    async stop(graceMs = DEFAULT_GRACE_MS) {
      gate.drain();
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      const cut = setTimeout(() => http.closeAllConnections(), graceMs);
      await gate.idle();
      await closed;
      clearTimeout(cut);
    },
  };
}

/** The answer to a request that arrives while the process stops. */
const stoppingAnswer = () =>
  new Response(
    JSON.stringify({
      error: 'service_unavailable',
      message: 'Der Dienst wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
    }),
    { status: 503, headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' } },
  );

/** `fetch` that counts its requests in flight and, once draining, refuses new ones. */
export function drainable(fetch: Fetch) {
  let draining = false;
  let inFlight = 0;
  let whenIdle: (() => void) | undefined;
  return {
    async fetch(request: Request, bindings?: unknown): Promise<Response> {
      if (draining) return stoppingAnswer();
      inFlight += 1;
      try {
        const response = await fetch(request, bindings);
        // An answer finished while stopping closes its connection, so that `close` need not wait out the keep-alive.
        if (!draining) return response;
        const headers = new Headers(response.headers);
        headers.set('connection', 'close');
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      } finally {
        inFlight -= 1;
        if (inFlight === 0) whenIdle?.();
      }
    },
    drain() {
      draining = true;
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenIdle = resolve))),
  };
}
