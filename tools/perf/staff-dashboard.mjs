#!/usr/bin/env node
// How quickly a signed-in organiser's dashboard (vldashboard, with the seed's data) shows its data on
// a phone (issue 18): the built portal served by nginx as in production, the reference back end on a
// fresh embedded database, headless Chromium on Lighthouse's mobile screen (412×823) with its 4× CPU
// slowdown (the network is this machine's). The organiser signs in once through the identity
// provider's page and opens the dashboard a few times to warm the back end up; then the dashboard is
// opened by its URL, each time in a new browser context with that session's cookie (nothing cached:
// a first visit of the day) and once more in the same context (code cached: the next visit). Time:
// from the navigation's start until the dashboard's first list is on screen, as the page's own clock
// measures it. `--page bookings`: a teacher's dashboard („Meine Fortbildungen“, lehrkraft) instead.
//   node tools/perf/staff-dashboard.mjs [--page dashboard|bookings] [--runs 5] [--cpu 4] [--json out.json]
//     [--dist apps/portal/dist] [--port 6510 --backend-port 6500] (other ports where several work trees measure at once)
// Exit code 1 when the median of the first visits is over 1.5 s. Expects apps/portal/dist.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, startServedPortal } from '../bench-common/served-portal.mjs';
import { median, PAGES, PHONE, signedInSession, timedVisit } from './first-visit.mjs';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'dashboard' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'string' },
    dist: { type: 'string', default: 'apps/portal/dist' },
    port: { type: 'string', default: '6510' },
    'backend-port': { type: 'string', default: '6500' },
  },
});
const STAFF_PAGES = ['dashboard', 'bookings'];
if (!STAFF_PAGES.includes(values.page)) {
  console.error(`Aufruf: node tools/perf/staff-dashboard.mjs [--page ${STAFF_PAGES.join('|')}]`);
  process.exit(2);
}
const page = PAGES[values.page];
/** Lighthouse's mobile profile slows the CPU down four times (--cpu 1: this machine's speed, to see what the slowdown costs). */
const CPU_SLOWDOWN = Number(values.cpu);
const TARGET_MS = 1500;
const runDir = mkdtempSync(join(tmpdir(), 'fobu-perf-staff-'));
const served = await startServedPortal({
  runDir,
  backendBase: Number(values['backend-port']),
  portalPort: Number(values.port),
  dists: [resolve(values.dist)],
});

let report;
try {
  const browser = await launchChromium();
  try {
    const session = await signedInSession(browser, served.url, page);

    const firstVisits = [];
    const nextVisits = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ ...PHONE, storageState: session });
      firstVisits.push((await timedVisit(await context.newPage(), served.url, page, CPU_SLOWDOWN)).shownMs);
      nextVisits.push((await timedVisit(await context.newPage(), served.url, page, CPU_SLOWDOWN)).shownMs);
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
  await served.stop();
  rmSync(runDir, { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
console.log(
  `${page.path} auf dem Telefon (CPU ${CPU_SLOWDOWN}× langsamer): erster Besuch ${report.firstVisitMs.median} ms (Median), nächster ${report.nextVisitMs.median} ms; Ziel ≤ ${TARGET_MS} ms`,
);
if (report.firstVisitMs.median > TARGET_MS) process.exitCode = 1;
