#!/usr/bin/env node
// Serves the built portal with nginx in the foreground, configured as in production
// (nginx-config.mjs), with its files in a temporary folder. Used by the end-to-end tests.
//   node tools/nginx/serve.mjs --port 4310 --dist apps/portal/dist --config e2e/fixtures/config.json [--tls-port 4311]
//   node tools/nginx/serve.mjs --port 4310 --dist apps/portal/dist --bff 4400   (BFF mode, docs/bff.md)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './nginx-config.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/portal/dist' },
    config: { type: 'string' },
    port: { type: 'string', default: '4310' },
    'tls-port': { type: 'string' },
    bff: { type: 'string' },
  },
});
const runDir = mkdtempSync(join(tmpdir(), 'fobu-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));

let tls;
if (values['tls-port']) {
  // A throwaway self-signed certificate for localhost, so that HTTPS-only headers can be tested.
  const cert = join(runDir, 'cert.pem');
  const key = join(runDir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  tls = { port: Number(values['tls-port']), cert, key };
}

const confFile = join(runDir, 'nginx.conf');
// Started as root (as in CI), nginx's workers would otherwise run as nobody and could not read
// the temporary folders the tests and the performance tool serve from.
const user = process.getuid?.() === 0 ? 'root' : undefined;
writeFileSync(
  confFile,
  renderNginxConfig({
    dist: values.dist,
    configFile: values.config,
    port: Number(values.port),
    runDir,
    tls,
    user,
    bff: values.bff && Number(values.bff),
  }),
);
const nginx = spawn('nginx', ['-c', confFile, '-p', runDir, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx: http://localhost:${values.port}${tls ? `, https://localhost:${tls.port}` : ''} (${confFile})`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
