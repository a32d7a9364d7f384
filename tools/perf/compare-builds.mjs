#!/usr/bin/env node
// Weighs a change: two builds of the portal served side by side on one back end, one page opened in
// each in turn (A B, B A, A B, …), a new browser context per visit (nothing cached), on Lighthouse's
// mobile screen with its 4× CPU slowdown. On this 2-core machine the same build's times move by
// ±10 % between quarter-hours, so only visits taken in turn compare two builds; one run of a
// benchmark against a figure from an hour ago does not (docs/performance.md).
//   node tools/perf/compare-builds.mjs --base <dist folder> [--candidate apps/portal/dist]
//     [--page dashboard|dates|courses] [--runs 12] [--cpu 4] [--json out.json]
// Keep the base build's folder by copying apps/portal/dist before building the change. Reports for
// each build the median and mean of: the time until the page shows its data (from the navigation's
// start), the main thread's busy time until then, and the longest task until a second after.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, startServedPortal } from '../bench-common/served-portal.mjs';
import { mean, median, PAGES, PHONE, signedInSession, timedVisit } from './first-visit.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    candidate: { type: 'string', default: 'apps/portal/dist' },
    page: { type: 'string', default: 'dashboard' },
    runs: { type: 'string', default: '12' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'string' },
  },
});
const page = PAGES[values.page];
if (!values.base || !page) {
  console.error(`Aufruf: node tools/perf/compare-builds.mjs --base <dist-Ordner> [--page ${Object.keys(PAGES).join('|')}]`);
  process.exit(2);
}
const builds = [
  { name: 'base', dist: resolve(values.base) },
  { name: 'candidate', dist: resolve(values.candidate) },
];
const runDir = mkdtempSync(join(tmpdir(), 'fobu-perf-compare-'));
const served = await startServedPortal({ runDir, backendBase: 6400, portalPort: 6410, dists: builds.map((build) => build.dist) });
builds.forEach((build, index) => Object.assign(build, { url: served.urls[index], visits: [] }));

try {
  const browser = await launchChromium();
  try {
    for (const build of builds) build.session = await signedInSession(browser, build.url, page);
    for (let run = 0; run < Number(values.runs); run++) {
      // Each build first in every other round, so that neither always meets the machine just after the other.
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        const context = await browser.newContext({ ...PHONE, storageState: build.session });
        build.visits.push(await timedVisit(await context.newPage(), build.url, page, Number(values.cpu)));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await served.stop();
  rmSync(runDir, { recursive: true, force: true });
}

const report = Object.fromEntries(
  builds.map(({ name, dist, visits }) => [
    name,
    {
      dist,
      ...Object.fromEntries(
        ['shownMs', 'busyMs', 'longestTaskMs'].map((key) => {
          const list = visits.map((visit) => visit[key]);
          return [key, { median: median(list), mean: mean(list), runs: list }];
        }),
      ),
    },
  ]),
);
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
console.log(`${page.path}, ${values.runs} erste Besuche je Build im Wechsel, CPU ${values.cpu}× langsamer (Median / Mittel, ms):`);
for (const [name, { shownMs, busyMs, longestTaskMs }] of Object.entries(report))
  console.log(
    `${name.padEnd(9)}  Daten sichtbar ${shownMs.median} / ${shownMs.mean}   beschäftigt ${busyMs.median} / ${busyMs.mean}   längste Aufgabe ${longestTaskMs.median} / ${longestTaskMs.mean}`,
  );
