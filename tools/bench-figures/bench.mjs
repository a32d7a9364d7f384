// Benchmark of controlling's figures (apps/backend/src/forms/figures, docs/controlling.md) on the
// embedded database with ten times the seed's bookings (about 280,000): every date is copied with its
// bookings through the test fixture `kennzahlen/vervielfachen`. Asks the figures (GET /api/v1/kennzahlen,
// one statement for all of them) for several filters one after another and reports p50, p95 and the
// slowest answer per filter, the server's CPU time per answer, and one download. Budget: every filter's p95 at most
// 300 ms, else exit code 1 (a machine busy with other work slows the answers, not the CPU time: compare that).
// Usage: node tools/bench-figures/bench.mjs [rounds per filter] [factor]
import { loadavg } from 'node:os';
import { cpuMsOf, percentile, startBackend } from '../bench-common/bench-server.mjs';

const rounds = Number(process.argv[2] ?? 20);
const factor = Number(process.argv[3] ?? 10);
const BUDGET_MS = 300;
const { pid, idp, forms, serviceToken, signIn, stop } = await startBackend({ base: 6300, dataPrefix: 'fobu-bench-figures-' });

const grown = Date.now();
const made = await fetch(`${idp}/test-fixtures/kennzahlen/vervielfachen`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ faktor: factor }),
});
const { anmeldungen } = await made.json();
console.log(
  `${anmeldungen.toLocaleString('en')} bookings (every date copied ${factor - 1} times) in ${((Date.now() - grown) / 1000).toFixed(1)} s`,
);

const user = await signIn('controlling.iqsh');
const headers = { authorization: `Bearer ${serviceToken}`, 'x-user-authorization': `Bearer ${user}` };
const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const now = new Date();
const schoolYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const FILTERS = {
  'school year, tenant-wide': { von: `${schoolYear}-08-01`, bis: `${schoolYear + 1}-07-31` },
  'last 12 months, tenant-wide': { von: day(-365), bis: day(0) },
  'two years, tenant-wide': { von: day(-730), bis: day(365) },
  'school year, Kiel': { von: `${schoolYear}-08-01`, bis: `${schoolYear + 1}-07-31`, kreis: 'kiel' },
  'school year, on-demand offers': { von: `${schoolYear}-08-01`, bis: `${schoolYear + 1}-07-31`, vtyp: 'ABRUF' },
};

async function timed(path) {
  const began = performance.now();
  const response = await fetch(`${forms}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - began;
}
// The server's CPU time (Linux /proc, clock ticks of 10 ms, every thread: HTTP and PGlite's worker):
// unlike the time an answer takes, it hardly depends on what else runs on the machine.
const serverCpuMs = () => cpuMsOf(`/proc/${pid}/stat`);

let over = false;
for (const [name, filter] of Object.entries(FILTERS)) {
  const query = new URLSearchParams({ ...filter, scope: 'serviceformix' });
  await timed(`/api/v1/kennzahlen?${query}`); // the first plans the statement
  const times = [];
  const cpuBefore = serverCpuMs();
  for (let i = 0; i < rounds; i++) times.push(await timed(`/api/v1/kennzahlen?${query}`));
  const cpuPerAnswer = (serverCpuMs() - cpuBefore) / rounds;
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  over ||= p95 > BUDGET_MS;
  console.log(
    `${name}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms, server CPU ${cpuPerAnswer.toFixed(0)} ms per answer`,
  );
}
const fileQuery = new URLSearchParams({ ...FILTERS['school year, tenant-wide'], scope: 'serviceformix' });
console.log(
  `download auslastung-angebote.xlsx (every offer), school year: ${(await timed(`/api/v1/kennzahlen/auslastung-angebote.xlsx?${fileQuery}`)).toFixed(0)} ms`,
);
console.log(`load average ${loadavg()[0].toFixed(2)}`);

await stop();
if (over) console.error(`Budget exceeded: a p95 over ${BUDGET_MS} ms`);
process.exit(over ? 1 : 0);
