import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
/** The reference back end's five services listen on this port and the four after it. */
const backendBasePort = Number(process.env.E2E_BACKEND_BASE_PORT ?? 5600);
/** Access tokens live this long in the tests, so that the refresh is exercised for real (see auth.spec.ts). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 20;
/** A fresh database and runtime config for every run: seeded data, no state left by an earlier run. */
const runDir = join(tmpdir(), `fobu-e2e-${port}`);

/** Debian's chromium: Playwright cannot download its own browsers on these machines. */
const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../tools/testing/chromium.json', import.meta.url), 'utf8'),
);
const chromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args };

const backendEnv = [
  `BACKEND_BASE_PORT=${backendBasePort}`,
  `BACKEND_DATA_DIR=${runDir}/pglite`,
  `PORTAL_ORIGINS=http://localhost:${port}`,
  `ACCESS_TOKEN_LIFETIME=${ACCESS_TOKEN_LIFETIME_SECONDS}`,
].join(' ');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Signing in runs through the identity provider's page; on the shared 2-core machines that takes seconds.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  // Started in this order: the back end writes the runtime config the portal's server hands out.
  webServer: [
    {
      command: `rm -rf ${runDir} && mkdir -p ${runDir} && ${backendEnv} npx tsx ../apps/backend/src/main.ts --write-config ${runDir}/config.json`,
      url: `http://localhost:${backendBasePort}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The production build, served by nginx configured as in production, with the back end's config.
      command: `node ../tools/nginx/serve.mjs --port ${port} --tls-port ${port + 1} --dist ../apps/portal/dist --config ${runDir}/config.json`,
      url: `http://localhost:${port}/iqsh`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
