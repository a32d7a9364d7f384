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

/** Serves `fetch` on the port (0: any free one) and answers the server with the port it listens on. */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<{ server: Server; port: number }> {
  let server: Server | undefined;
  const actualPort = await new Promise<number>((resolve) => {
    // Without HTTP/2 options, serve answers a plain node:http server.
    server = serve({ fetch, port, hostname }, (info) => resolve(info.port)) as Server;
  });
  const http = server as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // A header timeout below the keep-alive timeout would end idle connections early again.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return { server: http, port: actualPort };
}
