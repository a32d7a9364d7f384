// The consumer test of the published packages (docs/packages.md), a step of `npm test`:
//  1. builds the six packages (Nx, cached) and packs each with `npm pack`;
//  2. copies this app to a folder outside the workspace, installs the tarballs there (no sources, no
//     workspace links) with React, TanStack Query, ky, zod, Vite and TypeScript from the registry;
//  3. imports each package in Node (plain ESM), type-checks the app under `strict` (src/public-types.ts
//     holds the type-level assertions) and builds it with Vite;
//  4. serves it, starts the reference back end with its seed, and in Debian's chromium signs in at the
//     identity provider's page and waits for the signed-in person's bookings.
// The back end seeds while 2 and 3 run. Ports: PACKAGES_CONSUMER_PORT (7110) for the app, 7100–7106 for
// the back end (PACKAGES_CONSUMER_BACKEND_PORT). Exits non-zero on the first failure.
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGES = ['domain', 'api-contract', 'http', 'auth', 'auth-react', 'api-clients'];
const USER = { name: 'lehrkraft.iqsh', password: 'fobu-demo' };
const appSource = join(import.meta.dirname, '..');
const workspaceRoot = join(appSource, '..');
const port = Number(process.env.PACKAGES_CONSUMER_PORT ?? 7110);
const backendPort = Number(process.env.PACKAGES_CONSUMER_BACKEND_PORT ?? 7100);
const runDir = join(tmpdir(), `fobu-packages-consumer-${port}`);
const app = join(runDir, 'app');
const started = Date.now();
const servers = [];

const step = (what) => console.log(`[packages-consumer ${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
/** Starts a server in its own process group, so that it and its children stop together. */
function serve(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  servers.push(child);
  return child;
}
function stopServers() {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
async function waitFor(url, child, timeoutMs) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    if (child.exitCode !== null) throw new Error(`${url}: the server ended with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(join(runDir, 'packs'), { recursive: true });

  // The back end seeds a fresh database (tens of seconds) while the app is installed and built.
  const backend = serve(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['apps/backend/src/main.ts', '--write-config', join(runDir, 'config.json')],
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        BACKEND_DEMO: '1',
        BACKEND_BASE_PORT: String(backendPort),
        BACKEND_DATA_DIR: join(runDir, 'pglite'),
        PORTAL_ORIGINS: `http://localhost:${port}`,
        // As in the end-to-end tests: short-lived tokens, so that the clients' renewal is used for real.
        ACCESS_TOKEN_LIFETIME: '20',
      },
    },
  );

  step('building the packages');
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', PACKAGES.join(','), '--output-style=static', '--skip-sync'], workspaceRoot);
  step('packing them');
  const packed = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        join(runDir, 'packs'),
        ...PACKAGES.map((name) => join(workspaceRoot, 'dist/libs/shared', name)),
      ],
      {
        cwd: runDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ),
  );
  for (const { filename, entryCount, size, unpackedSize } of packed) {
    console.log(
      `  ${filename}: ${entryCount} files, ${(size / 1024).toFixed(1)} KB packed, ${(unpackedSize / 1024).toFixed(1)} KB unpacked`,
    );
  }
  const tarballs = packed.map(({ filename }) => join(runDir, 'packs', filename));

  step('installing the tarballs in a React + Vite app outside the workspace');
  for (const entry of ['package.json', 'tsconfig.json', 'index.html', 'src'])
    cpSync(join(appSource, entry), join(app, entry), { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', ...tarballs], app);
  // Every dependency and peer of every package is there, at a version its range allows (npm ls fails otherwise).
  execFileSync('npm', ['ls', '--all'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const name of PACKAGES) {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@fobu', name, 'package.json'), 'utf8'));
    if (!installed.exports['.'].import.startsWith('./dist/')) throw new Error(`@fobu/${name} was installed from its sources`);
  }

  step('importing each package in Node (plain ESM, no bundler)');
  const imports = PACKAGES.map((name) => `await import('@fobu/${name}');`).join(' ');
  const openapi = "await import('@fobu/api-contract/openapi/forms.json', { with: { type: 'json' } });";
  run(process.execPath, ['--input-type=module', '-e', `${imports} ${openapi}`], app);

  step('type-checking the app and the public types under strict (tsc --noEmit)');
  run(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);
  step('building the app (vite build)');
  // Warnings left out: React Query's "use client" directives, which a client-only app does not need.
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);

  step('waiting for the reference back end');
  await waitFor(`http://localhost:${backendPort}/health`, backend, 300_000);
  for (let i = 0; !existsSync(join(runDir, 'config.json')); i++) {
    if (i > 100) throw new Error('the back end wrote no config.json');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  cpSync(join(runDir, 'config.json'), join(app, 'dist/config.json'));
  const preview = serve(join(app, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort'], { cwd: app });
  await waitFor(`http://localhost:${port}/`, preview, 30_000);

  step(`signing in as ${USER.name} in chromium and listing the bookings`);
  const { executablePath, args } = JSON.parse(readFileSync(join(workspaceRoot, 'tools/testing/chromium.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? executablePath, args });
  try {
    const page = await browser.newPage({ locale: 'de-DE' });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // The identity provider's page.
    await page.getByLabel('Benutzername').fill(USER.name);
    await page.getByLabel('Passwort').fill(USER.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('heading', { name: /^Angemeldet als / }).waitFor({ timeout: 30_000 });
    const bookings = page.getByRole('list', { name: 'Meine Anmeldungen' }).getByRole('listitem');
    await bookings.first().waitFor({ timeout: 30_000 });
    const items = await bookings.allTextContents();
    console.log(`  ${items.length} bookings, e.g. „${items[0]}“`);
    if (pageErrors.length > 0) throw new Error(`errors on the page: ${pageErrors.join('; ')}`);
  } finally {
    await browser.close();
  }
  step('done: the packed packages install, type-check under strict, build, sign in and list the bookings');
}

try {
  await main();
} catch (error) {
  console.error(`[packages-consumer] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  stopServers();
}
