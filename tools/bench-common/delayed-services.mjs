// A delay in front of the reference back end's services, as a visitor meets them over a school's
// network: each request waits a random 200–400 ms (or what is asked) before it is passed on. The
// back end alone answers within milliseconds, and a list's answer then lands inside the app's
// hydration; a measurement of both cases needs the realistic one, too (issue 45).
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';

/** Passes every request on to `target` (an origin) after a delay between `minMs` and `maxMs`. */
function delayingProxy(target, [minMs, maxMs]) {
  return createServer((incoming, outgoing) => {
    const delay = minMs + Math.random() * (maxMs - minMs);
    setTimeout(() => {
      const forwarded = request(
        new URL(incoming.url, target),
        { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    }, delay);
  });
}

/**
 * Writes `delayedConfigFile`, a copy of the portal's config whose every service origin is a proxy on
 * a port from `firstPort` on, and starts those proxies; returns `stop`.
 */
export async function startDelayedServices({ configFile, delayedConfigFile, firstPort, delayMs }) {
  const text = readFileSync(configFile, 'utf8');
  const origins = [...new Set(text.match(/http:\/\/localhost:\d+/g) ?? [])];
  const servers = await Promise.all(
    origins.map(
      (origin, index) =>
        new Promise((started) => {
          const server = delayingProxy(origin, delayMs).listen(firstPort + index, () => started(server));
        }),
    ),
  );
  writeFileSync(
    delayedConfigFile,
    origins.reduce((config, origin, index) => config.replaceAll(origin, `http://localhost:${firstPort + index}`), text),
  );
  return { stop: () => servers.forEach((server) => server.close()) };
}
