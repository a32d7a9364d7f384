// What the benchmarks share (tools/bench-backend, tools/bench-figures): the reference back end started
// on a fresh embedded database in a temp folder with the test fixtures, the service's token, signing a
// user in as the portal does, the server's CPU time and a percentile of measured times.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** An x-www-form-urlencoded POST that does not follow redirects (the sign-in answers with one). */
const form = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
  redirect: 'manual',
});

/** The forms service's access token (client-credentials grant, as the portal asks for it). */
export async function formsServiceToken({ url, clientId = 'fobu-portal-formix', clientSecret = 'formix-geheim' }) {
  const answer = await fetch(
    `${url}/oauth/token`,
    form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'serviceformix' }),
  );
  if (!answer.ok) throw new Error(`Dienstanmeldung beim Formulardienst: HTTP ${answer.status}`);
  return (await answer.json()).access_token;
}

/**
 * Starts the back end on ports from `base` and waits until its database is ready; returns the
 * identity provider's and the forms service's origins, the service's access token, `signIn` and `stop`.
 */
export async function startBackend({ base, dataPrefix }) {
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
  async function signIn(username) {
    const verifier = randomBytes(32).toString('base64url');
    const params = {
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      client_id: 'fobu-web',
      redirect_uri: 'http://bench.local/iqsh/callback',
      response_type: 'code',
      scope: 'user',
      state: 'b'.repeat(40),
      application: 'FOBU',
      mandant: 'iqsh',
      username,
      password: 'fobu-demo',
    };
    const login = await fetch(`${idp}/oauth/authorize`, form(params));
    const code = new URL(login.headers.get('location')).searchParams.get('code');
    const answer = await fetch(
      `${idp}/oauth/token`,
      form({
        grant_type: 'authorization_code',
        client_id: 'fobu-web',
        client_secret: 'fobu-web-geheim',
        redirect_uri: params.redirect_uri,
        code,
        code_verifier: verifier,
      }),
    );
    return (await answer.json()).access_token;
  }

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
