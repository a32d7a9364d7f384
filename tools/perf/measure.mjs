#!/usr/bin/env node
// Measures, side by side in one run, the JS a first visit loads (gzip, as served) for the portal's
// public pages against the floor (a bare React page built with the same React and Vite), and with
// --lighthouse the Lighthouse mobile scores of the public pages, both served by nginx as production
// serves them. The portal's pages get their data from the reference back end (a fresh demo database),
// so that the lists are measured with their dates and offers, as a visitor sees them.
//   node tools/perf/measure.mjs [--budget] [--lighthouse] [--json out.json]
// --budget exits 1 when a public page's first-visit JS on a phone exceeds its group's factor × the
// floor (BUDGET_GROUPS). --lighthouse measures each page twice: with the services answering at once
// (the back end next door) and with each answer SERVICE_DELAY_MS late (tools/bench-common/delayed-services.mjs).
// --page (repeatable) measures only those pages, --dist another build than apps/portal/dist.
// A first visit is measured twice: on a phone (412×823, Lighthouse's mobile screen), which the
// budget holds, and on a desktop screen (1440×900), where more of a page is in view: content below
// the fold, such as the start page's lists, loads as the reader approaches it.
// Expects the portal built in apps/portal/dist (nx build portal).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { chromiumSettings, launchChromium, startServedPortal } from '../bench-common/served-portal.mjs';

/**
 * The budget the portal has reached and must keep. It was 2.48 until the pre-rendered pages were
 * hydrated (issue 18): the router's hydration and React's hydrateRoot path cost 1.7 KB, which took
 * the start page to 2.501 ×, and 2.51 until the app's start was evaluated in steps (apps/portal/src/boot.tsx):
 * five chunks compressed one by one instead of one are 2.9 KB more gzip, for half the blocking time;
 * 2.55 until a signed-in visit's session was started beside React DOM (apps/portal/src/app/portal-session.ts):
 * the session's modules became a chunk of their own, shared with the app's, +1.1 KB here for 0.2–0.3 s
 * less until a signed-in screen opened by its address shows its data; 2.56 until the containers'
 * looks became static styles, written into the page's stylesheet by the build (-0.7 KB, 2.548 ×;
 * apps/portal/build/static-styles.ts); 2.55 until the start page and the shell were plain elements
 * with static styles and Chakra's runtime came only with the parts that render its components
 * (`withDesignSystem`, the role branch's layout): -38.4 KB, 1.963 ×; 1.97 until the route tree
 * took the dashboards' settings view, the staff searches' tasks and views and the members' dashboard
 * (issues 39–41), and the app the screens' freshness rule (`createJustLoaded`): +0.9 KB, 1.976 ×.
 * On the way, the route tree had carried zod again (the tasks' lists lived beside the search's
 * schemas, +14 KB) and the offers' rules (read for their states, the module came whole, +0.8 KB):
 * both out again (docs/performance.md, "What the first visit carries").
 */
// 1.98 until issue 42's member dashboard views and the role guard's rule for booking roles
// (+0.1 KB in the route tree; the contract's upload and length checks had added 0.3 KB more, out
// again: checked with the zod kinds the contract has anyway): 1.982 ×. 1.99 until TanStack Query's
// cache was made when the first part that asks the services loads (lazy-query-client.ts of
// @fobu/api-clients), not as the app starts: -7.4 KB, 1.877 ×.
const BUDGET_FACTOR = 1.88;
/**
 * The same for the catalogue's event dates list, on its way down to the start page's (issue 18):
 * 3.24 until the contract's schemas moved to zod/mini (-13 KB, 3.04 ×), 3.05 until the start was
 * evaluated in steps (+2.1 KB), 3.09 until the signed-in session's chunk (+1.5 KB), 3.11 until the
 * large chunks began with V8's compile hint (apps/portal/build/compile-hints.ts): 0.2 KB for a third
 * less compiling on the main thread (the start page's 0.1 KB stayed within its 2.56), 3.12 until
 * a dynamic import no longer preloaded the chunks its importer had loaded (-0.5 KB here, -0.6 KB on
 * the start page, which leaves it about 0.4 KB below its 2.56; apps/portal/build/preload-beyond-start.ts),
 * 3.11 until the offer's view was left out of the lists' first visit, to load when a reader is about
 * to open an offer (-2.6 KB), and their cards were styled once per list (+0.8 KB): 3.077 ×; 3.08
 * until the containers' looks, the cards' and the filters' among them, became static styles
 * (-1.4 KB): 3.059 ×; 3.06 until the list's parts (its buttons, the filters' checkboxes, the
 * paging, the empty result) were plain elements with static styles and Chakra's runtime came only
 * with the offer's view, when an offer is opened (-38.4 KB, 2.472 ×); 2.48 until the route tree's
 * growth above (+0.9 KB) and the year check of the contract's dates (+0.3 KB): 2.490 ×. On the way,
 * the workgroups' e-mail and history schemas had brought zod's e-mail and record kinds into every
 * list's answer check (+0.5 KB): out again (`emailAddress`, a loose object).
 */
// 2.5 until the cards said whether a date can still be booked („Anmeldung geschlossen“, the
// booking window's rule of @fobu/domain) and issue 42's routes above: 2.507 ×. 2.51 until the BFF
// mode (issue 43): the choice of the mode in the session, the config check and the clients, and the
// BFF's clients beside the spec's in the lists' client chunk (+1.1 KB): 2.523 ×. Issue 45 takes
// the lists towards 2.0 ×: the BFF's service clients and JSON client in chunks only the BFF mode
// loads, -0.1 KB (2.521 ×; the rest of the 1.1 KB is the mode's choice in the session and config).
// 2.53 until the query cache's code came as one chunk with the list's screens (-0.3 KB, 2.516 ×).
const LIST_BUDGET_FACTOR = 2.52;
/**
 * Every public page of spec section 2 by group, each group at the factor it has reached (issue 45),
 * so that none grows back unseen. The forms', the text pages' and the install guides' factors are what
 * they measured when the groups were added (2026-11-30: 2.358, 2.155, 2.026 ×); they go down with their gains, too:
 * 2.02, 2.01 and 2.01 until the query cache was made by the first part that asks the services (1.904,
 * 1.897, 1.897 ×).
 */
const BUDGET_GROUPS = [
  { group: 'Startseite', factor: BUDGET_FACTOR, paths: ['/iqsh', '/shibb'] },
  {
    group: 'Kataloglisten',
    factor: LIST_BUDGET_FACTOR,
    paths: ['/iqsh/veranstaltungstermine', '/iqsh/abrufveranstaltungen', '/iqsh/selbstlernkurse'],
  },
  { group: 'Formulare', factor: 1.91, paths: ['/iqsh/support', '/iqsh/feedback'] },
  {
    group: 'Textseiten',
    factor: 1.9,
    paths: ['/iqsh/download', '/iqsh/datenschutz', '/iqsh/impressum', '/iqsh/barrierefreiheit', '/iqsh/leichte-sprache'],
  },
  { group: 'Installationsanleitungen', factor: 1.9, paths: ['/iqsh/anleitung-pwa-android', '/iqsh/anleitung-pwa-ios'] },
];
/** The services' late answers in the second Lighthouse run: a school's network to a distant data centre. */
const SERVICE_DELAY_MS = [200, 400];

const { executablePath: CHROMIUM, args: CHROME_FLAGS } = chromiumSettings();
const PUBLIC_PATHS = BUDGET_GROUPS.flatMap(({ paths }) => paths);

const { values } = parseArgs({
  // --port: the portal's server port (the floor's is the next one), --backend-port the first of the
  // back end's, for machines where several work trees measure at once.
  options: {
    budget: { type: 'boolean' },
    lighthouse: { type: 'boolean' },
    json: { type: 'string' },
    page: { type: 'string', multiple: true },
    dist: { type: 'string', default: 'apps/portal/dist' },
    port: { type: 'string', default: '4391' },
    'backend-port': { type: 'string', default: '4400' },
  },
});
const root = resolve(import.meta.dirname, '../..');

async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'fobu-floor-'));
  await build({ root: join(root, 'tools/perf/floor'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Serves the floor's build with nginx as production does (tools/nginx), and waits until it answers. */
async function serveFloor(dist, port) {
  const args = [
    join(root, 'tools/nginx/serve.mjs'),
    '--port',
    String(port),
    '--dist',
    dist,
    '--config',
    join(root, 'e2e/fixtures/config.json'),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`http://localhost:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx antwortet nicht auf Port ${port}.`);
}

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1440, height: 900 };

/** Sum of the compressed bytes of every script the page loads until the network is idle. */
async function firstVisitJs(browser, url, { portal = true, viewport = PHONE } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  if (portal) {
    // Pre-rendered pages start the app after the first paint: count what it loads, too.
    await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
  await context.close();
  return bytes;
}

function lighthouseOnce(url) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        '--quiet',
        `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse ended with ${code} for ${url}`));
      const report = JSON.parse(output);
      resolveRun({
        score: Math.round(report.categories.performance.score * 100),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    });
  });
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART), twice in a row on one page even on
 * an idle machine, while the same page measures fine alone: up to three tries.
 */
async function lighthouse(url, tries = 3) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`${error.message}; noch ein Versuch`);
    return lighthouse(url, tries - 1);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floorDist = await buildFloor();
const portalPort = Number(values.port);
const delayedPort = portalPort + 1;
const floorPort = portalPort + 2;
const runDir = mkdtempSync(join(tmpdir(), 'fobu-perf-measure-'));
const dist = resolve(values.dist);
const portal = await startServedPortal({
  runDir,
  backendBase: Number(values['backend-port']),
  portalPort,
  dists: [dist, dist],
  delays: [undefined, SERVICE_DELAY_MS],
});
const floorServer = await serveFloor(floorDist, floorPort);
const browser = await launchChromium();
let failed = false;
try {
  const floor = await firstVisitJs(browser, `http://localhost:${floorPort}/`, { portal: false });
  const results = [];
  for (const path of values.page ?? PUBLIC_PATHS) {
    const url = `http://localhost:${portalPort}${path}`;
    results.push({ path, js: await firstVisitJs(browser, url), jsDesktop: await firstVisitJs(browser, url, { viewport: DESKTOP }) });
  }
  if (values.lighthouse) {
    const floorScore = await lighthouse(`http://localhost:${floorPort}/`);
    results.push({ path: '(floor)', js: floor, jsDesktop: floor, lighthouse: floorScore, lighthouseDelayed: floorScore });
    for (const result of results.filter((r) => r.path !== '(floor)')) {
      result.lighthouse = await lighthouse(`http://localhost:${portalPort}${result.path}`);
      result.lighthouseDelayed = await lighthouse(`http://localhost:${delayedPort}${result.path}`);
    }
  }
  console.log(`Floor (bare React ${kb(floor)} JS gzip)`);
  const lighthouseColumns = (lh) =>
    `${String(lh.score).padStart(7)}   ${String(lh.lcpMs).padStart(6)}   ${String(lh.tbtMs).padStart(6)}   ${String(lh.cls).padEnd(5)}`;
  const delayed = `${SERVICE_DELAY_MS.join('–')} ms`;
  console.log(
    'page                             JS phone   × floor   JS 1440×900' +
      (values.lighthouse ? `   LH perf   LCP ms   TBT ms   CLS     (services ${delayed}:) LH perf   LCP ms   TBT ms   CLS` : ''),
  );
  for (const { path, js, jsDesktop, lighthouse: lh, lighthouseDelayed } of results) {
    const row = `${path.padEnd(32)} ${kb(js).padStart(9)}   ${(js / floor).toFixed(2).padStart(7)}   ${kb(jsDesktop).padStart(11)}`;
    console.log(lh ? `${row}   ${lighthouseColumns(lh)}   ${' '.repeat(21)}${lighthouseColumns(lighthouseDelayed)}` : row);
  }
  if (values.json)
    writeFileSync(values.json, JSON.stringify({ floor, budgetGroups: BUDGET_GROUPS, serviceDelayMs: SERVICE_DELAY_MS, results }, null, 2));
  if (values.budget) {
    console.log('budget group                 factor   largest page');
    for (const { group, factor, paths } of BUDGET_GROUPS) {
      const measured = results.filter((result) => paths.includes(result.path));
      if (measured.length === 0) continue;
      const largest = measured.reduce((a, b) => (b.js > a.js ? b : a));
      console.log(`${group.padEnd(28)} ${factor.toFixed(2).padStart(6)}   ${(largest.js / floor).toFixed(3)} × ${largest.path}`);
      if (largest.js > floor * factor) {
        console.error(`Budget überschritten in ${group} auf ${largest.path}: ${kb(largest.js)} > ${factor} × ${kb(floor)}`);
        failed = true;
      }
    }
  }
} finally {
  await browser.close();
  floorServer.kill();
  await portal.stop();
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
