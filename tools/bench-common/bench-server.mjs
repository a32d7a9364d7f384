// What the benchmarks share (tools/bench-backend, tools/bench-figures): the reference back end started
// on a fresh embedded database in a temp folder with the test fixtures, the service's token, signing a
// user in as the portal does, the server's CPU time and a percentile of measured times.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInAs, tokenOf } from './sign-in.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The forms service's access token (client-credentials grant, as the portal asks for it). */
export const formsServiceToken = ({ url, clientId = 'fobu-portal-formix', clientSecret = 'formix-geheim' }) =>
  tokenOf(url, { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'serviceformix' });

/**
 * Starts the back end on ports from `base` (or from BENCH_BASE_PORT, e.g. for two versions side by
 * side) and waits until its database is ready; returns the identity provider's and the forms
 * service's origins, the service's access token, `signIn` and `stop`.
 */
export async function startBackend({ base: defaultBase, dataPrefix }) {
  const base = Number(process.env.BENCH_BASE_PORT ?? defaultBase);
  const idp = `http://127.0.0.1:${base}`;
  const forms = `http://127.0.0.1:${base + 1}`;
  const dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/backend/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BACKEND_DEMO: '1',
      BACKEND_DATA_DIR: join(dataDir, 'db'),
      BACKEND_BASE_PORT: String(base),
      PORTAL_ORIGINS: 'http://bench.local',
      // The benchmarks grow the data through the test fixtures (seed/archive-offers.ts, kennzahlen/vervielfachen).
      BACKEND_TEST_FIXTURES: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ok) => server.stdout.on('data', (d) => String(d).includes('Datenbank:') && ok()));

  const serviceToken = await formsServiceToken({ url: forms });

  /** Signs a demo user of iqsh in; PKCE is required of the portal's clients, as of every public client. */
  const signIn = (username) => signInAs(idp, { username });

  /** Stops the back end and removes its database. */
  async function stop() {
    server.kill('SIGTERM');
    await new Promise((ok) => server.on('exit', ok));
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { pid: server.pid, idp, forms, serviceToken, signIn, stop };
}

/** CPU time in ms of a process or thread from its Linux /proc stat file (user + system, clock ticks of 10 ms). */
export const cpuMsOf = (stat) => {
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The p-th percentile of times sorted ascending (undefined for none). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
