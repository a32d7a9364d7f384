#!/usr/bin/env node
// How quickly a signed-in organiser's dashboard (vldashboard, with the seed's data) shows its data on
// a phone (issue 18): the built portal served by nginx as in production, the reference back end on a
// fresh embedded database, headless Chromium on Lighthouse's mobile screen (412×823) with its 4× CPU
// slowdown (the network is this machine's). The organiser signs in once through the identity
// provider's page; then the dashboard is opened by its URL, each time in a new browser context with
// that session's cookie (nothing cached: a first visit of the day) and once more in the same context
// (code cached: the next visit). Time: from the navigation's start until the dashboard's first list
// is on screen, as the page's own clock measures it.
//   node tools/perf/staff-dashboard.mjs [--runs 5] [--cpu 4] [--json out.json]
// Exit code 1 when the median of the first visits is over 1.5 s. Expects apps/portal/dist.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' }, json: { type: 'string' } },
});
const root = resolve(import.meta.dirname, '../..');
const chromiumSettings = JSON.parse(readFileSync(join(root, 'tools/testing/chromium.json'), 'utf8'));
const BACKEND_BASE = 6500;
const PORTAL = 'http://localhost:6510';
const DASHBOARD = `${PORTAL}/iqsh/veranstaltungsleiter/vldashboard`;
const ORGANISER = 'veranstaltungsleiter.iqsh';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile profile slows the CPU down four times (--cpu 1: this machine's speed, to see what the slowdown costs). */
const CPU_SLOWDOWN = Number(values.cpu);
const TARGET_MS = 1500;

if (!existsSync(join(root, 'apps/portal/dist/index.html'))) throw new Error('Erst bauen: npx nx build portal');
const runDir = mkdtempSync(join(tmpdir(), 'fobu-perf-staff-'));
const configFile = join(runDir, 'config.json');
const children = [];
const start = (args, env = process.env) => {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
};

async function until(check, what) {
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${what}: keine Antwort nach 5 Minuten.`);
}
const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Milliseconds from the navigation's start until the dashboard's first list is on screen. */
async function dashboardShown(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(DASHBOARD);
  const shown = await page.waitForFunction(
    () => document.querySelector('main section[aria-label="Nächste Termine"]') !== null && Math.round(performance.now()),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return shown.jsonValue();
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
let report;
try {
  // Demo mode: the seed's demo accounts, offered on the sign-in page with one click.
  start(['--import', 'tsx', join(root, 'apps/backend/src/main.ts'), '--write-config', configFile], {
    ...process.env,
    BACKEND_DEMO: '1',
    BACKEND_DATA_DIR: join(runDir, 'db'),
    BACKEND_BASE_PORT: String(BACKEND_BASE),
    PORTAL_ORIGINS: PORTAL,
  });
  await until(() => existsSync(configFile), 'Back-End');
  start([
    join(root, 'tools/nginx/serve.mjs'),
    '--port',
    new URL(PORTAL).port,
    '--dist',
    join(root, 'apps/portal/dist'),
    '--config',
    configFile,
  ]);
  await until(() => answers(`${PORTAL}/iqsh`), 'nginx');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
  try {
    const signingIn = await browser.newContext({ ...PHONE, locale: 'de-DE' });
    const page = await signingIn.newPage();
    await page.goto(`${PORTAL}/iqsh`);
    await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByRole('button', { name: `Als ${ORGANISER} anmelden` }).click();
    await page.getByRole('region', { name: 'Ihr Konto' }).waitFor();
    const session = await signingIn.storageState();
    await signingIn.close();

    const firstVisits = [];
    const nextVisits = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ ...PHONE, locale: 'de-DE', timezoneId: 'Europe/Berlin', storageState: session });
      firstVisits.push(await dashboardShown(await context.newPage()));
      nextVisits.push(await dashboardShown(await context.newPage()));
      await context.close();
    }
    report = {
      firstVisitMs: { median: median(firstVisits), max: Math.max(...firstVisits), runs: firstVisits },
      nextVisitMs: { median: median(nextVisits), max: Math.max(...nextVisits), runs: nextVisits },
    };
  } finally {
    await browser.close();
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((wait) => setTimeout(wait, 500));
  rmSync(runDir, { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
console.log(
  `vldashboard auf dem Telefon (CPU ${CPU_SLOWDOWN}× langsamer): erster Besuch ${report.firstVisitMs.median} ms (Median), nächster ${report.nextVisitMs.median} ms; Ziel ≤ ${TARGET_MS} ms`,
);
if (report.firstVisitMs.median > TARGET_MS) process.exitCode = 1;
