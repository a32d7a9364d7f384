import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { backendConfigFile, BFF_PROJECT, bffPorts, port, runDir } from './tests/support/run';

/** The reference back end's five services listen on this port and the four after it, its e-mail mailbox on the two after those. */
const backendBasePort = Number(process.env.E2E_BACKEND_BASE_PORT ?? 5600);
/** Access tokens live this long in the tests, so that every longer test exercises the refresh for real. */
const ACCESS_TOKEN_LIFETIME_SECONDS = 20;
/**
 * The seed is written as if today were this many days later (E2E_SEED_DAY_OFFSET → SEED_DAY_OFFSET):
 * the tests must pass on any seed day, since each makes the data it changes (support/test-data.ts).
 */
const seedDayOffset = Number(process.env.E2E_SEED_DAY_OFFSET ?? 0);

/** Debian's chromium: Playwright cannot download its own browsers on these machines. */
const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../tools/testing/chromium.json', import.meta.url), 'utf8'),
);
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};

const backendEnv = [
  `BACKEND_BASE_PORT=${backendBasePort}`,
  `BACKEND_DATA_DIR=${runDir}/pglite`,
  // The BFF mode's portal signs in with callbacks to its own origin.
  `PORTAL_ORIGINS=http://localhost:${port},http://localhost:${bffPorts.portal}`,
  // The e-mails' links lead to the portal under test; they arrive at the back end's development
  // mailbox (base port + 6, support/emails.ts) within a second.
  `PORTAL_PUBLIC_URL=http://localhost:${port}`,
  'MAIL_SWEEP_MS=1000',
  `ACCESS_TOKEN_LIFETIME=${ACCESS_TOKEN_LIFETIME_SECONDS}`,
  `SEED_DAY_OFFSET=${seedDayOffset}`,
  // The seed's demo accounts and the sign-in page's one-click buttons.
  'BACKEND_DEMO=1',
  // Every test's messages come from one address; the limit itself is the back end's unit test.
  'RATE_LIMIT_CONTACT=100',
  // So do the token requests of every test's browser (three service tokens per new context) and
  // API helpers: on a quick run the 300 a minute of production were used up, a token request was
  // refused and the call with it answered 401.
  'RATE_LIMIT_TOKEN=100000',
  // Test only: the endpoints through which each test makes its own offers and users.
  'BACKEND_TEST_FIXTURES=1',
].join(' ');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Every test makes the data it changes, so none needs a second attempt, in CI or not.
  retries: 0,
  // One worker per core, at most four: all of them share one back end and one web server.
  // E2E_WORKERS sets another number, to weigh the choice on a machine.
  workers: Number(process.env['E2E_WORKERS'] ?? Math.min(4, availableParallelism())),
  // Signing in runs through the identity provider's page; on the shared 2-core machines that takes seconds.
  timeout: 60_000,
  // A check waits only until it holds; on the shared 2-core machine a page's data (after the token
  // renewal the 20 s tokens force) sometimes takes more than the default 5 s, which failed fast runs for nothing.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A trace of every test costs a sixth of the run on the 2-core machines and is kept only for a
    // failure, which nobody can open from CI's log: E2E_TRACE=1 records them where a failure is looked into.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
    // Every test's fresh context would otherwise install the service worker, which precaches the whole
    // build (130 files) while the test runs: a third of the run. The tests of the offline app allow it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testIgnore: /\/bff-[^/]*\.spec\.ts$/,
    },
    {
      // The portal in BFF mode (docs/bff.md): the tests tagged @bff, which cover what the mode
      // changes (signing in and out, sessions, role change, time-out, the proxied calls), and its own.
      name: BFF_PROJECT,
      grep: /@bff/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: `http://localhost:${bffPorts.portal}` },
    },
  ],
  // Started in this order: the back end writes the runtime config the portal's server hands out.
  webServer: [
    {
      command: `rm -rf ${runDir} && mkdir -p ${runDir} && ${backendEnv} npx tsx ../apps/backend/src/main.ts --write-config ${backendConfigFile}`,
      url: `http://localhost:${backendBasePort}/health`,
      reuseExistingServer: false,
      // Seeding takes half a minute on an idle machine, minutes on the shared, loaded ones.
      timeout: 360_000,
    },
    {
      // The production build, served by nginx configured as in production, with the back end's config.
      command: `node ../tools/nginx/serve.mjs --port ${port} --tls-port ${port + 1} --dist ../apps/portal/dist --config ${backendConfigFile}`,
      url: `http://localhost:${port}/iqsh`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The BFF, with the back end's config (clients' secrets, services' URLs) as its server-side input.
      command: `BFF_DATA_DIR=${runDir}/bff-pglite npx tsx ../apps/bff/src/main.ts --port ${bffPorts.bff} --portal-config ${backendConfigFile}`,
      // Without a session it answers 401, which counts as up.
      url: `http://localhost:${bffPorts.bff}/bff/sitzung`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same build behind a second nginx that hands the BFF its paths, config.json among them.
      command: `node ../tools/nginx/serve.mjs --port ${bffPorts.portal} --tls-port ${bffPorts.portal + 1} --dist ../apps/portal/dist --bff ${bffPorts.bff}`,
      url: `http://localhost:${bffPorts.portal}/iqsh`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
