#!/usr/bin/env node
// Renders the nginx configuration that serves the built portal as production serves it (issue 5):
// SPA fallback and pre-rendered pages, immutable caching of hashed assets, no caching of
// index.html, sw.js and config.json, gzip, and the security headers. The Content-Security-Policy
// depends on the build (the hashes of the inline scripts of index.html and of the pre-rendered
// pages, which carry the router's state for hydration) and on the deployment's
// config.json (the service origins the browser talks to), so it is rendered at deploy time:
//   node tools/nginx/nginx-config.mjs --dist apps/portal/dist --config /etc/fobu/config.json \
//     [--port 8080] [--tls-port 8443 --tls-cert cert.pem --tls-key key.pem] [--run-dir /tmp/x] > nginx.conf
// In BFF mode (docs/bff.md), `--bff <port>` instead of `--config`: the BFF on that port answers
// /bff/, /api/, /config.json and the identity provider's redirect back, and the browser talks to
// no other origin.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** index.html and every pre-rendered page ({path}/index.html) of a build. */
function pageDocuments(dist) {
  return readdirSync(dist, { recursive: true })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
}

/** sha256 sources for every inline script of the pages (CSP allows exactly these, no 'unsafe-inline'). */
function inlineScriptHashes(documents) {
  const scripts = documents.flatMap((html) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]),
  );
  const hashes = scripts.filter((body) => body.trim()).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The origins of the identity provider and the services a deployment's config.json names. */
function serviceOrigins(config) {
  const urls = [config.idp?.url, ...Object.values(config.services ?? {}).map((service) => service?.url)];
  return [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];
}

function contentSecurityPolicy({ scriptHashes, origins }) {
  return [
    "default-src 'self'",
    // The door's QR reader (ZXing) is WebAssembly from the portal's own assets; compiling it needs
    // 'wasm-unsafe-eval', which allows WebAssembly only, not eval() of scripts.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    // Emotion (Chakra's styling) writes <style> elements at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The portal keeps a reference to the sign-in popup it opens (same-origin-allow-popups). The
 * popup's own last page, the callback, must not isolate itself: coming from the identity
 * provider, any other value would cut the popup off from its opener before it can report back.
 */
const OPENER_POLICY = { page: 'same-origin-allow-popups', signInCallback: 'unsafe-none' };

function securityHeaders({ csp, hsts, opener = OPENER_POLICY.page }) {
  const headers = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', opener],
    // The camera for the door's QR reader, on the portal's own pages only.
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()'],
    ...(hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] : []),
  ];
  return headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n      ');
}

/** The BFF's part of a request: the portal's host with its port and the scheme (the redirect URI and the cookie follow them), the client's address. */
const TO_BFF = `proxy_pass http://fobu_bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $fobu_request_id;`;

/**
 * The locations of BFF mode: the session's and the services' calls, the runtime config, the
 * sign-in's way back. The way back is the popup's too (its answer leads on to the callback page),
 * so it keeps the popup with its opener as the callback page does.
 */
function bffLocations(headers, callbackHeaders) {
  return `
    location /bff/ {
      ${TO_BFF}
      ${headers}
    }
    location /api/ {
      client_max_body_size 6m;
      ${TO_BFF}
      ${headers}
    }
    location = /config.json {
      ${TO_BFF}
      ${headers}
    }
    location @bff_callback {
      ${TO_BFF}
      ${callbackHeaders}
    }`;
}

/** The callback page: in BFF mode the identity provider's redirect back (with code, state or error) goes to the BFF. */
function callbackLocation({ csp, hsts, bff }) {
  const toBff = bff
    ? `error_page 418 = @bff_callback;
      if ($args ~ "(^|&)(code|state|error)=") { return 418; }
      `
    : '';
  return `location ~ ^/[^/]+/callback$ {
      ${toBff}try_files /index.html =404;
      add_header Cache-Control "no-cache" always;
      ${securityHeaders({ csp, hsts, opener: OPENER_POLICY.signInCallback })}
    }`;
}

/** One server block; nginx forgets a server's add_header in any location that adds its own, so each location repeats them. */
function serverBlock({ listen, dist, configFile, csp, hsts, tls, bff }) {
  const headers = securityHeaders({ csp, hsts });
  const noCache = `add_header Cache-Control "no-cache" always;\n      ${headers}`;
  return `
  server {
    ${listen}
    server_name _;
    root ${dist};
    ${tls ? `ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n    ssl_protocols TLSv1.2 TLSv1.3;` : ''}

    location / {
      # Pre-rendered pages live in {path}/index.html; every other route is the app's.
      try_files $uri $uri/index.html /index.html;
      ${noCache}
    }
    ${callbackLocation({ csp, hsts, bff })}
    location /assets/ {
      # File names carry a content hash: a new build has new names.
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      ${headers}
      try_files $uri =404;
    }
    location = /sw.js {
      ${noCache}
    }
    ${
      bff
        ? bffLocations(headers, securityHeaders({ csp, hsts, opener: OPENER_POLICY.signInCallback }))
        : `location = /config.json {
      alias ${configFile};
      add_header Cache-Control "no-store" always;
      ${headers}
    }`
    }
    location = /manifest.webmanifest {
      default_type application/manifest+json;
      ${noCache}
    }
    location = /.well-known/security.txt {
      default_type "text/plain";
      charset utf-8;
      ${noCache}
    }
  }`;
}

/**
 * The services behind nginx, each on its own port with an upstream of several back-end processes
 * (docs/backend.md, "Several processes"): the client's address goes on in `X-Forwarded-For` (the
 * back end reads it with TRUSTED_PROXIES), connections to the processes are kept alive, and a
 * request that reached no process (refused, reset before an answer, a process stopping with 503)
 * is tried on the next; a booking (POST) only when it was not sent, since nginx cannot know whether
 * it was stored: the client repeats it with its Idempotency-Key. A process that failed is tried again
 * after 2 s (nginx's default is 10 s): a process started again after a crash answers after about a
 * second, and until then each try costs one refused connection, which goes on to the next process.
 * A request goes to the process with the fewest requests in hand (`least_conn`), not to each in turn:
 * one that is slower for a while (just started, its code not yet optimised, or busy with exports)
 * gets less until it has caught up, instead of a third of everything and a queue.
 */
function serviceServerBlocks(services) {
  return Object.entries(services)
    .map(
      ([name, { port, upstreams }]) => `
  upstream fobu_${name} {
    least_conn;
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    server_name _;
    client_max_body_size 6m;
    # Prometheus scrapes each process on its own port (docs/deployment.md, "Metrics"), never through here.
    location = /metrics {
      return 404;
    }
    location / {
      proxy_pass http://fobu_${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $fobu_request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_read_timeout 60s;
    }
  }`,
    )
    .join('\n');
}

/**
 * The whole nginx.conf, runnable as an unprivileged foreground process with its files in runDir:
 * the built portal (with `dist` and `configFile`), and the services behind upstreams (with `services`:
 * per service its port and the ports of its processes).
 */
export function renderNginxConfig({ dist, configFile, port, runDir, tls, user, services = {}, bff }) {
  const servers = [];
  if (bff) servers.push(`  upstream fobu_bff {\n    server 127.0.0.1:${bff};\n    keepalive 16;\n  }`);
  if (dist) {
    // In BFF mode the browser talks to the portal's origin only ('self').
    const origins = bff ? [] : serviceOrigins(JSON.parse(readFileSync(configFile, 'utf8')));
    const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(pageDocuments(dist)), origins });
    const common = { dist: resolve(dist), configFile: configFile && resolve(configFile), csp, bff };
    servers.push(serverBlock({ ...common, listen: `listen 127.0.0.1:${port};`, hsts: false }));
    if (tls) servers.push(serverBlock({ ...common, listen: `listen 127.0.0.1:${tls.port} ssl;`, hsts: true, tls }));
  }
  servers.push(serviceServerBlocks(services));
  return `# Rendered by tools/nginx/nginx-config.mjs; see docs/pwa.md.
${user ? `user ${user};\n` : ''}worker_processes ${Object.keys(services).length > 0 ? 'auto' : 1};
pid ${runDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/manifest+json webmanifest; }
  access_log off;
  server_tokens off;
  sendfile on;
  client_body_temp_path ${runDir}/body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  charset utf-8;
  # The build stores every text file gzip-compressed too (apps/portal/build/precompress.ts).
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/plain application/wasm;
  charset_types text/css application/javascript text/plain application/json application/manifest+json;
  # The id of each request in the back end's log: the portal's own (X-Request-Id), else one nginx makes.
  map $http_x_request_id $fobu_request_id {
    "" $request_id;
    default $http_x_request_id;
  }
${servers.join('\n')}
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'apps/portal/dist' },
      config: { type: 'string' },
      port: { type: 'string', default: '8080' },
      'run-dir': { type: 'string', default: '/tmp/fobu-nginx' },
      user: { type: 'string' },
      'tls-port': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      bff: { type: 'string' },
    },
  });
  if (!values.config && !values.bff) {
    console.error('Bitte --config mit dem Pfad der config.json angeben (oder --bff mit dem Port des BFF).');
    process.exit(2);
  }
  const tls = values['tls-cert']
    ? { port: Number(values['tls-port'] ?? 8443), cert: values['tls-cert'], key: values['tls-key'] }
    : undefined;
  process.stdout.write(
    renderNginxConfig({
      dist: values.dist,
      configFile: values.config,
      port: Number(values.port),
      runDir: values['run-dir'],
      tls,
      user: values.user,
      bff: values.bff && Number(values.bff),
    }),
  );
}
