// Benchmark of the streaming Excel export (apps/backend/src/forms/exports/xlsx-stream.ts): 100,000
// rows shaped like a participant list (13 columns, texts, a number, moments, three sessions), as the
// back end streams a download: the route's response (Hono) read into a temp file. Budget: under 2 s and under 200 MB peak RSS
// (the whole process, the TypeScript loader included), else exit code 1.
// Usage: node tools/bench-exports/bench.mjs [rows]
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Hono } from 'hono';
import { tsImport } from 'tsx/esm/api';

const ROWS = Number(process.argv[2] ?? 100_000);
const BUDGET = { seconds: 2, megabytes: 200 };

const { xlsxResponse } = await tsImport(
  resolve(import.meta.dirname, '../../apps/backend/src/forms/exports/xlsx-stream.ts'),
  import.meta.url,
);

const STATES = ['Zugelassen', 'Warteliste', 'Teilgenommen', 'Storniert'];
const SCHOOLS = ['Gemeinschaftsschule Kiel-Mettenhof', 'Gymnasium Plön', 'Grundschule am Markt, Lübeck', 'RBZ Eckener-Schule Flensburg'];
const start = Date.parse('2026-03-01T08:00:00Z');

/** The rows, made as they are read, as the database's batches would arrive. */
async function* participants() {
  for (let i = 0; i < ROWS; i++) {
    yield {
      salutation: i % 2 ? 'Frau' : 'Herr',
      vorname: `Vorname${i}`,
      name: i % 997 === 0 ? `=HYPERLINK("x";"${i}")` : `Nachname-${i}`,
      email: `person${i}@schule.example`,
      schule: SCHOOLS[i % SCHOOLS.length],
      dstnr: String(1_000_000 + (i % 5000)),
      schulart: 'Gemeinschaftsschule',
      kreis: 'Rendsburg-Eckernförde',
      stand: STATES[i % STATES.length],
      platz: i % 4 === 1 ? (i % 50) + 1 : null,
      angemeldetAm: new Date(start + i * 60_000),
      bemerkung: i % 10 === 0 ? 'Ich komme etwas später, bitte einen Platz freihalten.' : null,
      eingelassenAm: i % 3 === 0 ? new Date(start + 30 * 86_400_000 + i * 1000).toISOString() : null,
      sitzungen: ['Teilgenommen', i % 7 ? 'Teilgenommen' : 'Entschuldigt', null],
    };
  }
}

const text = (header, width, value) => ({ header, width, kind: 'text', value });
const sheet = {
  name: 'Teilnehmende',
  columns: [
    text('Anrede', 8, (r) => r.salutation),
    text('Vorname', 16, (r) => r.vorname),
    text('Name', 18, (r) => r.name),
    text('E-Mail', 28, (r) => r.email),
    text('Schule', 34, (r) => r.schule),
    text('Dienststelle', 12, (r) => r.dstnr),
    text('Schulart', 20, (r) => r.schulart),
    text('Kreis', 20, (r) => r.kreis),
    text('Stand', 16, (r) => r.stand),
    { header: 'Platz auf der Warteliste', width: 12, kind: 'number', value: (r) => r.platz },
    { header: 'Angemeldet am', width: 17, kind: 'datetime', value: (r) => r.angemeldetAm },
    text('Bemerkung', 40, (r) => r.bemerkung),
    { header: 'Eingelassen am', width: 17, kind: 'datetime', value: (r) => r.eingelassenAm },
    ...[0, 1, 2].map((n) => text(`Sitzung ${n + 1}`, 16, (r) => r.sitzungen[n])),
  ],
};

const dir = mkdtempSync(join(tmpdir(), 'fobu-bench-exports-'));
const file = join(dir, 'teilnehmende.xlsx');
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
const began = performance.now();
const cpuBefore = process.cpuUsage();
const app = new Hono().get('/teilnehmende.xlsx', (c) => xlsxResponse(c, 'teilnehmende.xlsx', sheet, participants()));
const response = await app.request('/teilnehmende.xlsx');
await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
const seconds = (performance.now() - began) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(sampler);
const megabytes = Math.max(peak, process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
const size = statSync(file).size / 1024 / 1024;
rmSync(dir, { recursive: true, force: true });

const [load1] = loadavg();
console.log(
  `${ROWS.toLocaleString('en')} rows, ${sheet.columns.length} columns: ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s), peak RSS ${megabytes.toFixed(0)} MB, file ${size.toFixed(1)} MB (load average ${load1.toFixed(2)})`,
);
const over = [
  seconds > BUDGET.seconds && `time over ${BUDGET.seconds} s`,
  megabytes > BUDGET.megabytes && `memory over ${BUDGET.megabytes} MB`,
].filter(Boolean);
if (over.length) {
  console.error(`Budget exceeded: ${over.join(', ')}`);
  process.exit(1);
}
