#!/usr/bin/env node
// Serves the built portal as production does: gzip-compressed, hashed assets cached for a year,
// index.html and config.json never cached, pre-rendered pages from their {path}/index.html,
// unknown paths answered with index.html (SPA).
// Usage: node tools/scripts/serve-dist.mjs [--port 4300] [--dist apps/portal/dist] [--config path/to/config.json]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4300' },
    dist: { type: 'string', default: 'apps/portal/dist' },
    config: { type: 'string' },
  },
});
const root = resolve(values.dist);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

function fileFor(pathname) {
  const candidate = normalize(join(root, decodeURIComponent(pathname)));
  if (!candidate.startsWith(root)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  if (extname(pathname)) return undefined;
  // A pre-rendered page has its own index.html; every other route gets the app's.
  const page = join(candidate, 'index.html');
  return existsSync(page) ? page : join(root, 'index.html');
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/config.json' && values.config) {
    response.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
    response.end(readFileSync(values.config));
    return;
  }
  const file = fileFor(pathname);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Nicht gefunden');
    return;
  }
  const extension = extname(file);
  const immutable = file.includes(`${join(root, 'assets')}`);
  const headers = {
    'Content-Type': types[extension] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, gzip ? { ...headers, 'Content-Encoding': 'gzip' } : headers);
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(response);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Portal aus ${root} unter http://localhost:${values.port}`);
});
