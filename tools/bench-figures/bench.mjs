// Benchmark of controlling's figures (apps/backend/src/forms/figures, docs/controlling.md) with ten
// times the seed's bookings (about 280,000): every date is copied with its bookings through the test
// fixture `kennzahlen/vervielfachen`. Asks the figures (GET /api/v1/kennzahlen, one statement for all
// of them) for every filter (the whole tenant, one district, each offer type, a district and a type)
// over three periods (a school year, two years, five years), one after another, and reports p50,
// p95 and the slowest answer per filter, the server's CPU time per answer, and one download.
// Budget: every filter's p95 at most 300 ms, else exit code 1 (a machine busy with other work slows
// the answers, not the CPU time: compare that).
// Runs on the embedded database (PGlite), then on a throwaway PostgreSQL through
// apps/backend/scripts/with-postgres.sh (needs root, as that script does); with DATABASE_URL set it
// runs on that database alone, which must be empty (it is seeded).
// Usage: node tools/bench-figures/bench.mjs [rounds per filter] [factor]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { cpuMsOf, percentile, startBackend } from '../bench-common/bench-server.mjs';

const rounds = Number(process.argv[2] ?? 20);
const factor = Number(process.argv[3] ?? 10);
const BUDGET_MS = 300;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const { pid, idp, forms, serviceToken, signIn, stop } = await startBackend({ base: 6300, dataPrefix: 'fobu-bench-figures-' });

const grown = Date.now();
const made = await fetch(`${idp}/test-fixtures/kennzahlen/vervielfachen`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ faktor: factor }),
});
const { anmeldungen } = await made.json();
console.log(
  `${database}: ${anmeldungen.toLocaleString('en')} bookings (every date copied ${factor - 1} times) in ${((Date.now() - grown) / 1000).toFixed(1)} s, load average ${loadavg()[0].toFixed(2)}`,
);

const user = await signIn('controlling.iqsh');
const headers = { authorization: `Bearer ${serviceToken}`, 'x-user-authorization': `Bearer ${user}` };
const now = new Date();
const schoolYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
// The periods end with the current school year: the seed's dates lie in the years before it and a little after.
const PERIODS = {
  'school year': { von: `${schoolYear}-08-01`, bis: `${schoolYear + 1}-07-31` },
  'two years': { von: `${schoolYear - 1}-08-01`, bis: `${schoolYear + 1}-07-31` },
  'five years': { von: `${schoolYear - 4}-08-01`, bis: `${schoolYear + 1}-07-31` },
};
const FILTERS = {
  'tenant-wide': {},
  Kiel: { kreis: 'kiel' },
  'date offers': { vtyp: 'TERMIN' },
  'on-demand offers': { vtyp: 'ABRUF' },
  'self-learning courses': { vtyp: 'SLK' },
  'Kiel, date offers': { kreis: 'kiel', vtyp: 'TERMIN' },
};

async function timed(path) {
  const began = performance.now();
  const response = await fetch(`${forms}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - began;
}
// The server's CPU time (Linux /proc, clock ticks of 10 ms, every thread: HTTP and PGlite's worker;
// on PostgreSQL the Node process only): unlike the time an answer takes, it hardly depends on what
// else runs on the machine.
const serverCpuMs = () => cpuMsOf(`/proc/${pid}/stat`);

let over = false;
for (const [periodName, period] of Object.entries(PERIODS)) {
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    const query = new URLSearchParams({ ...period, ...filter, scope: 'serviceformix' });
    await timed(`/api/v1/kennzahlen?${query}`); // the first plans the statement
    const times = [];
    const cpuBefore = serverCpuMs();
    for (let i = 0; i < rounds; i++) times.push(await timed(`/api/v1/kennzahlen?${query}`));
    const cpuPerAnswer = (serverCpuMs() - cpuBefore) / rounds;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    over ||= p95 > BUDGET_MS;
    console.log(
      `${database}, ${periodName}, ${filterName}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms, server CPU ${cpuPerAnswer.toFixed(0)} ms per answer${p95 > BUDGET_MS ? ' OVER BUDGET' : ''}`,
    );
  }
}
const fileQuery = new URLSearchParams({ ...PERIODS['school year'], scope: 'serviceformix' });
console.log(
  `${database}: download auslastung-angebote.xlsx (every offer), school year: ${(await timed(`/api/v1/kennzahlen/auslastung-angebote.xlsx?${fileQuery}`)).toFixed(0)} ms`,
);
console.log(`${database}: load average ${loadavg()[0].toFixed(2)}`);
await stop();
if (over) console.error(`${database}: budget exceeded, a p95 over ${BUDGET_MS} ms`);

// The same on PostgreSQL, once the embedded database's run is done (never both at once on 2 cores).
let postgresOk = true;
if (!process.env.DATABASE_URL) {
  const root = resolve(import.meta.dirname, '../..');
  const run = spawnSync('bash', ['apps/backend/scripts/with-postgres.sh', process.execPath, ...process.argv.slice(1)], {
    cwd: root,
    stdio: 'inherit',
  });
  postgresOk = run.status === 0;
}
process.exit(over || !postgresOk ? 1 : 0);
