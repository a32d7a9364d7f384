#!/usr/bin/env node
// The main thread's blocking time while the app takes a public page over (issue 18), measured in
// the browser rather than simulated: the built portal served by nginx as in production, the
// reference back end on a fresh embedded database (the lists' data), headless Chromium on a
// 412×823 viewport with Lighthouse's 4× CPU slowdown. Each load is a first visit in a new browser
// context; the page's own Long Tasks observer lists the tasks after the first contentful paint until
// the app is ready and two seconds more, and their time over 50 ms each is the blocking time
// (Lighthouse's TBT, which Lighthouse's mobile preset estimates by simulation and which varies by
// some hundred milliseconds between runs; this one varies less, so that one change can be weighed).
//   node tools/perf/blocking-time.mjs [--runs 7] [--cpu 4] [--json out.json] [path ...]
// Default paths: the start page, the imprint and the event dates list. Expects apps/portal/dist.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, startServedPortal } from '../bench-common/served-portal.mjs';
import { longTasks, median, recordLongTasks } from './first-visit.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '7' }, cpu: { type: 'string', default: '4' }, json: { type: 'string' } },
});
const PATHS = positionals.length > 0 ? positionals : ['/iqsh', '/iqsh/impressum', '/iqsh/veranstaltungstermine'];
const PHONE = { viewport: { width: 412, height: 823 } };
const SETTLE_MS = 2000;

/** One first visit: the blocking time after the first contentful paint and the longest task. */
async function firstVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await recordLongTasks(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.goto(url);
    await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached', timeout: 60_000 });
    // The settling time is part of what is measured (the tasks that follow the app's start), not a wait for a state.
    await page.waitForTimeout(SETTLE_MS);
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const after = (await longTasks(page)).filter(([start]) => start >= paint).map(([, duration]) => duration);
    return {
      blockingMs: Math.round(after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      longestMs: Math.round(Math.max(0, ...after)),
    };
  } finally {
    await context.close();
  }
}

const runDir = mkdtempSync(join(tmpdir(), 'fobu-perf-blocking-'));
const served = await startServedPortal({ runDir, backendBase: 6600, portalPort: 6610 });
const report = [];
try {
  const browser = await launchChromium();
  try {
    for (const path of PATHS) {
      const visits = [];
      for (let run = 0; run < Number(values.runs); run++) visits.push(await firstVisit(browser, served.url + path));
      const blocking = visits.map((visit) => visit.blockingMs);
      report.push({
        path,
        medianBlockingMs: median(blocking),
        blockingMs: blocking,
        longestTaskMs: Math.max(...visits.map((visit) => visit.longestMs)),
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  await served.stop();
  rmSync(runDir, { recursive: true, force: true });
}
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
console.log(`Blockierzeit nach dem ersten Zeichnen (CPU ${values.cpu}× langsamer, ${values.runs} erste Besuche je Seite):`);
for (const { path, medianBlockingMs, blockingMs, longestTaskMs } of report) {
  console.log(
    `${path.padEnd(32)} Median ${String(medianBlockingMs).padStart(5)} ms  (${blockingMs.join(', ')}), längste Aufgabe ${longestTaskMs} ms`,
  );
}
