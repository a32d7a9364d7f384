import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4310);

/** Debian's chromium: Playwright cannot download its own browsers on these machines. */
const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../tools/testing/chromium.json', import.meta.url), 'utf8'),
);
const chromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args };

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    // The production build, served by nginx configured as in production, with the tests' own config.
    command: `node ../tools/nginx/serve.mjs --port ${port} --tls-port ${port + 1} --dist ../apps/portal/dist --config fixtures/config.json`,
    url: `http://localhost:${port}/iqsh`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
