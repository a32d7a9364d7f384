#!/usr/bin/env node
// Which modules a page's first visit loads, and how much of its JS each is: the tool to find what
// took the first visit over its budget (measure.mjs --budget). Each build is served with the
// reference back end, the page opened on a phone screen as measure.mjs opens it, and every script
// it loaded split into the source modules it was bundled from (minified characters, by the build's
// source maps). With --base, the modules whose share changed between the two builds, largest first.
//   FOBU_SOURCEMAP=1 npx nx build portal --skip-nx-cache
//   node tools/perf/first-visit-modules.mjs [--base <dist folder>] [--candidate apps/portal/dist]
//     [--page /iqsh] [--top 40] [--scripts]
// --scripts also lists each script the visit loaded with its gzip bytes (which chunks a page adds).
// Both builds need source maps (FOBU_SOURCEMAP=1); a script without one counts as a whole. A module
// the first visit reads for one constant is bundled whole, and with it what it imports
// (docs/performance.md, "What the first visit carries").
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium, startServedPortal } from '../bench-common/served-portal.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    candidate: { type: 'string', default: 'apps/portal/dist' },
    page: { type: 'string', default: '/iqsh' },
    top: { type: 'string', default: '40' },
    scripts: { type: 'boolean', default: false },
  },
});
const builds = [values.base, values.candidate].filter(Boolean).map((dist) => resolve(dist));

/** `…/node_modules/zod/v4/core/schemas.js` → `zod/v4/core/schemas.js`; `…/libs/shared/x/…` → `libs/shared/x/…`. */
function moduleName(source) {
  const inPackage = source.match(/.*node_modules\/(.*)$/);
  if (inPackage) return inPackage[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/?(libs|apps|src)\//, '$1/');
}

/** Minified characters per source module of one built script, from its source map. */
function modulesOf(scriptFile) {
  const code = readFileSync(scriptFile, 'utf8');
  if (!existsSync(`${scriptFile}.map`)) return new Map([[`(ohne Source Map) ${scriptFile.split('/').pop()}`, code.length]]);
  const lines = code.split('\n');
  const sizes = new Map();
  let previous;
  const count = (until) => {
    if (!previous) return;
    const end = until && until.line === previous.line ? until.column : lines[previous.line - 1].length;
    const name = previous.source ? moduleName(previous.source) : '(Bundler)';
    sizes.set(name, (sizes.get(name) ?? 0) + end - previous.column);
  };
  new SourceMapConsumer(JSON.parse(readFileSync(`${scriptFile}.map`, 'utf8'))).eachMapping((mapping) => {
    const here = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    count(here);
    previous = here;
  });
  count();
  return sizes;
}

/** The scripts a first visit of `url` loads (as measure.mjs counts them) and their modules, summed. */
async function firstVisitModules(browser, url, dist) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-portal="bereit"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, gzip: entry.encodedBodySize })),
  );
  await context.close();
  const modules = new Map();
  for (const script of scripts)
    for (const [name, size] of modulesOf(join(dist, script.path))) modules.set(name, (modules.get(name) ?? 0) + size);
  if (values.scripts) for (const script of scripts) console.log(`${String(script.gzip).padStart(8)} B  ${script.path}`);
  return { gzip: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts: scripts.length, modules };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const runDir = mkdtempSync(join(tmpdir(), 'fobu-first-visit-modules-'));
const served = await startServedPortal({ runDir, backendBase: 6600, portalPort: 6610, dists: builds });
const browser = await launchChromium();
try {
  const visits = [];
  for (const [index, url] of served.urls.entries()) visits.push(await firstVisitModules(browser, `${url}${values.page}`, builds[index]));
  visits.forEach((visit, index) => console.log(`${builds[index]}: ${values.page} lädt ${visit.scripts} Skripte, ${kb(visit.gzip)} gzip`));
  const [first, second] = visits;
  const rows = second
    ? [...new Set([...first.modules.keys(), ...second.modules.keys()])]
        .map((name) => ({ name, base: first.modules.get(name) ?? 0, size: second.modules.get(name) ?? 0 }))
        .filter((row) => row.base !== row.size)
        .sort((a, b) => Math.abs(b.size - b.base) - Math.abs(a.size - a.base))
    : [...first.modules].map(([name, size]) => ({ name, size })).sort((a, b) => b.size - a.size);
  console.log(second ? '  Änderung   vorher  nachher  Modul (Zeichen, minifiziert)' : '  Zeichen  Modul (minifiziert)');
  for (const row of rows.slice(0, Number(values.top)))
    console.log(
      second
        ? `${String(row.size - row.base).padStart(10)} ${String(row.base).padStart(8)} ${String(row.size).padStart(8)}  ${row.name}`
        : `${String(row.size).padStart(9)}  ${row.name}`,
    );
} finally {
  await browser.close();
  await served.stop();
  rmSync(runDir, { recursive: true, force: true });
}
