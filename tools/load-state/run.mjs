#!/usr/bin/env node
// A state's booking window opening (issue 44): 30,000 teachers in a throwaway PostgreSQL, three
// back-end processes behind nginx (tools/nginx/nginx-config.mjs, an upstream per service), five
// popular dates with 25 seats and 10 waiting places whose booking window opens at one second, and
// at that second thousands of distinct signed-in teachers book while searches and dashboards keep
// loading; one process is killed with SIGKILL mid-burst and started again. Then the database is
// checked: no date over its places, nobody twice on a date, every confirmed booking stored as
// reported, none lost, every refusal a German message. Loopback only, bounded in time.
//   bash apps/backend/scripts/with-postgres.sh node tools/load-state/run.mjs [--teachers 15000] [--bookers 5000]
// (--teachers is per tenant.) Exit code 1 when a check fails or the booking p95 passes 1 s.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { renderNginxConfig } from '../nginx/nginx-config.mjs';
import { percentile } from '../bench-common/bench-server.mjs';
import { signInAs, tokenOf } from '../bench-common/sign-in.mjs';
import { sampleWaits, summariseWaits } from './database-waits.mjs';
import { cpuShares, cpuSnapshot } from './cpu-shares.mjs';
import { request } from './http-client.mjs';

const { values } = parseArgs({
  options: {
    teachers: { type: 'string', default: '15000' },
    bookers: { type: 'string', default: '5000' },
    processes: { type: 'string', default: '3' },
    connections: { type: 'string', default: '200' },
    'lead-seconds': { type: 'string', default: '5' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Bitte mit einer eigenen PostgreSQL starten: bash apps/backend/scripts/with-postgres.sh node tools/load-state/run.mjs');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
const SERVICES = ['idp', 'forms', 'institutions', 'notification', 'qr'];
const PROXY_BASE = 7000;
const processBase = (n) => 7100 + 100 * n;
const bookers = Number(values.bookers);
const processCount = Number(values.processes);
const deadline = Date.now() + 20 * 60_000;
const deadlineTimer = setTimeout(() => {
  console.error('Der Lasttest hat sein Zeitlimit (20 Minuten) überschritten.');
  process.exit(1);
}, deadline - Date.now());
deadlineTimer.unref();

// The sign-in's redirect address (tools/bench-common/sign-in.mjs), registered by the reseed and every process.
process.env.PORTAL_ORIGINS = 'http://bench.local';
const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const log = (text) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

// 1. The data: the seed with a state's teachers.
log(`Seed mit ${2 * Number(values.teachers)} Lehrkräften …`);
await runToEnd(process.execPath, ['--import', 'tsx', join(root, 'apps/backend/src/reseed.ts'), '--lehrkraefte', values.teachers]);

// 2. Three processes on the database, nginx in front.
const backends = [];
const env = (n) => ({
  ...process.env,
  // On one host the processes reach PostgreSQL over its Unix socket where with-postgres.sh names it
  // (docs/deployment.md): over TCP on loopback every round trip's write did the receiving side's work too.
  DATABASE_URL: process.env.DATABASE_SOCKET_URL ?? databaseUrl,
  BACKEND_DEMO: '1',
  BACKEND_TEST_FIXTURES: '1',
  BACKEND_BASE_PORT: String(processBase(n)),
  BACKEND_PUBLIC_HOST: '127.0.0.1',
  TRUSTED_PROXIES: '127.0.0.1',
  ARCHIVE_AFTER_DAYS: '100000',
});
// The processes run the bundle a deployment runs (docs/deployment.md): started again after the kill,
// one answers in about a second instead of the 7–10 s that tsx took to compile the back end.
const bundled = spawnSync(process.execPath, [join(root, 'apps/backend/scripts/bundle.mjs')], { stdio: 'inherit' });
if (bundled.status !== 0) throw new Error('Das Bundle des Back-Ends ließ sich nicht bauen.');
const startProcess = async (n) => {
  const child = spawn(process.execPath, [join(root, 'apps/backend/bundle/main.mjs')], {
    cwd: root,
    env: env(n),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ok, fail) => {
    child.stdout.on('data', (data) => String(data).includes('Datenbank:') && ok());
    child.on('exit', (code) => fail(new Error(`Back-End-Prozess ${n} endete beim Start (${code}).`)));
  });
  backends[n] = child;
  return child;
};
for (let n = 0; n < processCount; n += 1) await startProcess(n);
const runDir = mkdtempSync(join(tmpdir(), 'fobu-load-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));
const services = Object.fromEntries(
  SERVICES.map((service, i) => [
    service,
    { port: PROXY_BASE + i, upstreams: Array.from({ length: processCount }, (_, n) => processBase(n) + i) },
  ]),
);
writeFileSync(join(runDir, 'nginx.conf'), renderNginxConfig({ runDir, services, user: process.getuid?.() === 0 ? 'root' : undefined }));
const nginx = spawn('nginx', ['-c', join(runDir, 'nginx.conf'), '-p', runDir, '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const url = (service) => `http://127.0.0.1:${services[service].port}`;
await waitFor(async () => (await fetch(`${url('forms')}/api/v1/termine?mandant=iqsh`)).status > 0);
log(`${processCount} Back-End-Prozesse hinter nginx (Dienste auf ${PROXY_BASE}–${PROXY_BASE + SERVICES.length - 1}).`);

try {
  await runLoad();
} finally {
  nginx.kill('SIGQUIT');
  for (const child of backends) child?.kill('SIGTERM');
  await sql.end();
  rmSync(runDir, { recursive: true, force: true });
}

async function runLoad() {
  // 3. Five popular dates (three of iqsh, two of shibb), 25 seats and 10 waiting places each.
  const popular = [];
  for (const mandant of ['iqsh', 'iqsh', 'iqsh', 'shibb', 'shibb']) {
    const answer = await fetch(`${url('idp')}/test-fixtures/angebote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mandant, titel: 'Beliebte Fortbildung', termine: [{ inTagen: 40, plaetze: 25, wartelistePlaetze: 10 }] }),
    });
    const offer = await answer.json();
    popular.push({ id: offer.termine[0].id, mandant });
  }
  const ids = popular.map((date) => date.id);
  // Three of five bookers are iqsh's teachers (u5…), two shibb's (u6…), each at an address of their own (X-Forwarded-For through nginx).
  const teacherOf = (i) => {
    const slot = i % 5;
    const iqsh = slot < 3;
    const index = Math.floor(i / 5) * (iqsh ? 3 : 2) + (iqsh ? slot : slot - 3);
    return {
      username: `u${iqsh ? 5 : 6}${String(index + 1).padStart(5, '0')}`,
      mandant: iqsh ? 'iqsh' : 'shibb',
      address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    };
  };
  const people = Array.from({ length: bookers }, (_, i) => teacherOf(i));
  const distinct = new Set(people.map((person) => person.username));
  if (distinct.size !== people.length) throw new Error('Die Lehrkräfte des Lasttests sind nicht verschieden.');

  // 4. Everyone signs in before the window opens (as teachers wait on the page).
  log(`${bookers} Lehrkräfte melden sich an …`);
  const signInStart = performance.now();
  await pool(people, 24, async (person) => {
    person.token = await signInAs(url('idp'), person);
  });
  log(`angemeldet in ${((performance.now() - signInStart) / 1000).toFixed(0)} s`);
  const serviceToken = await tokenOf(url('forms'), {
    grant_type: 'client_credentials',
    client_id: 'fobu-portal-formix',
    client_secret: 'formix-geheim',
    scope: 'serviceformix',
  });

  // 5. The window opens at a chosen second.
  const opensAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + Number(values['lead-seconds']) * 1000);
  await sql.query('UPDATE termine SET anmeldebeginn = $2 WHERE id = ANY($1)', [ids, opensAt]);
  log(`Anmeldung öffnet um ${opensAt.toISOString().slice(11, 19)}`);
  await sleep(opensAt.getTime() - Date.now());

  const forms = (path, person, init = {}) =>
    request(`${url('forms')}${path}${path.includes('?') ? '&' : '?'}scope=serviceformix`, {
      ...init,
      headers: {
        authorization: `Bearer ${serviceToken}`,
        ...(person ? { 'x-user-authorization': `Bearer ${person.token}`, 'x-forwarded-for': person.address } : {}),
        accept: 'application/json',
        ...init.headers,
      },
    });
  const failures = new Map();
  const countFailure = (kind) => failures.set(kind, (failures.get(kind) ?? 0) + 1);

  // Searches and dashboards keep loading beside the burst.
  let bursting = true;
  const times = { booking: [], search: [], dashboard: [] };
  const timed = async (kind, send) => {
    const started = performance.now();
    try {
      const answer = await send();
      times[kind].push(performance.now() - started);
      if (answer.status >= 500) countFailure(`${kind}: HTTP ${answer.status}`);
    } catch (error) {
      countFailure(`${kind}: ${error.code ?? error.message}`);
    }
  };
  const background = [
    ...Array.from({ length: 8 }, async () => {
      while (bursting) await timed('search', () => forms('/api/v1/termine?mandant=iqsh&nurFreie=1&sort=beginn&pageSize=20'));
    }),
    ...Array.from({ length: 8 }, async (_, i) => {
      while (bursting)
        await timed('dashboard', () => forms('/api/v1/anmeldungen/meine', people[(i * 997 + times.dashboard.length) % bookers]));
    }),
  ];
  const waits = sampleWaits(sql, () => bursting);

  // One process is killed mid-burst and started again.
  let answered = 0;
  const killAt = Math.floor(bookers * 0.3);
  let killed;
  // Awaited before the checks, so that the process started again is stopped with the others.
  let restarted = Promise.resolve();
  const victim = Math.min(1, processCount - 1);

  // 6. Everyone books one of the dates of their tenant, repeating a lost answer with the same key.
  const cpuKind = (pid, command) => {
    if (pid === process.pid) return 'Lastgenerator (Node)';
    if (backends.some((child) => child?.pid === pid)) return 'Back-End-Prozesse (Node)';
    return { postgres: 'PostgreSQL', nginx: 'nginx' }[command] ?? 'anderes auf der Maschine';
  };
  const cpuBefore = cpuSnapshot(cpuKind);
  const burstStart = performance.now();
  // Where in the burst the slow bookings were: the start, the killed process, its restart.
  const bookingsBySecond = [];
  const outcomes = [];
  await pool(people, Number(values.connections), async (person, i) => {
    const mine = popular.filter((date) => date.mandant === person.mandant);
    const date = mine[i % mine.length];
    const key = `last-${person.username}-${date.id}`;
    const started = performance.now();
    let outcome;
    for (let attempt = 1; attempt <= 8 && !outcome; attempt += 1) {
      try {
        const answer = await forms('/api/v1/anmeldungen', person, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ terminId: date.id }),
        });
        // 502/503: no process took it (nginx, or one stopping): the same key again.
        if (answer.status === 502 || answer.status === 503) countFailure(`booking: HTTP ${answer.status}, wiederholt`);
        else outcome = { person, date, status: answer.status, body: answer.body };
      } catch (error) {
        countFailure(`booking: ${error.code ?? error.message}, wiederholt`);
      }
      if (!outcome) await sleep(100 * attempt);
    }
    const took = performance.now() - started;
    times.booking.push(took);
    (bookingsBySecond[Math.floor((started - burstStart) / 1000)] ??= []).push(took);
    outcomes.push(outcome ?? { person, date, status: 0, body: {} });
    answered += 1;
    if (answered === killAt && backends[victim]) {
      killed = { at: performance.now() - burstStart };
      backends[victim].kill('SIGKILL');
      log(`Prozess ${victim} mit SIGKILL beendet (nach ${answered} Antworten)`);
      restarted = sleep(3000)
        .then(() => startProcess(victim))
        .then(() => log(`Prozess ${victim} läuft wieder`));
    }
  });
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const cpuDuringBurst = cpuShares(cpuBefore, cpuSnapshot(cpuKind));
  await restarted;
  bursting = false;
  await Promise.all(background);
  const waitSamples = await waits;

  // 7. The checks, from the database.
  const problems = [];
  const places = await sql.query(
    `SELECT t.id, t.max_plaetze, t.warteliste_plaetze, t.zugelassen, t.wartend,
            count(*) FILTER (WHERE a.status = 'zugelassen')::int AS admitted, count(*) FILTER (WHERE a.status = 'warteliste')::int AS waiting
       FROM termine t LEFT JOIN anmeldungen a ON a.termin_id = t.id WHERE t.id = ANY($1) GROUP BY t.id`,
    [ids],
  );
  for (const date of places.rows) {
    if (date.admitted > date.max_plaetze) problems.push(`Termin ${date.id}: ${date.admitted} zugelassen bei ${date.max_plaetze} Plätzen`);
    if (date.waiting > date.warteliste_plaetze)
      problems.push(`Termin ${date.id}: ${date.waiting} auf der Warteliste bei ${date.warteliste_plaetze} Plätzen`);
    if (date.admitted !== date.zugelassen || date.waiting !== date.wartend)
      problems.push(`Termin ${date.id}: Zähler ${date.zugelassen}/${date.wartend}, gezählt ${date.admitted}/${date.waiting}`);
  }
  const twice = await sql.query(
    `SELECT uid, termin_id FROM anmeldungen WHERE termin_id = ANY($1) AND status IN ('angemeldet', 'wartet_auf_genehmigung', 'zugelassen', 'warteliste')
      GROUP BY uid, termin_id HAVING count(*) > 1`,
    [ids],
  );
  if (twice.rowCount > 0) problems.push(`${twice.rowCount} Personen doppelt auf einem Termin`);
  const stored = new Map(
    (await sql.query('SELECT id, uid, status FROM anmeldungen WHERE termin_id = ANY($1)', [ids])).rows.map((row) => [row.id, row]),
  );
  const confirmed = outcomes.filter((outcome) => outcome.status === 201);
  for (const outcome of confirmed) {
    const row = stored.get(outcome.body.id);
    if (!row) problems.push(`Bestätigte Anmeldung ${outcome.body.id} fehlt`);
    else if (row.status !== outcome.body.status)
      problems.push(`Anmeldung ${row.id}: bestätigt als ${outcome.body.status}, gespeichert als ${row.status}`);
  }
  const confirmedIds = new Set(confirmed.map((outcome) => outcome.body.id));
  const unconfirmed = [...stored.values()].filter((row) => !confirmedIds.has(row.id));
  if (unconfirmed.length > 0) problems.push(`${unconfirmed.length} gespeicherte Anmeldungen ohne Bestätigung an die Lehrkraft`);
  for (const outcome of outcomes.filter((outcome) => outcome.status !== 201)) {
    const german = typeof outcome.body.message === 'string' && /[a-zäöüß]/i.test(outcome.body.message);
    countFailure(`booking: HTTP ${outcome.status} ${outcome.body.error ?? ''}${german ? '' : ' (ohne deutsche Meldung)'}`.trim());
    if (!german) problems.push(`Antwort ${outcome.status} ohne deutsche Meldung`);
    if (outcome.status >= 500 || outcome.status === 0)
      problems.push(`Anmeldung von ${outcome.person.username} endete mit ${outcome.status}`);
  }

  // 8. The report.
  const line = (kind) => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    const ms = (p) => `${Math.round(percentile(sorted, p) ?? 0)} ms`;
    return `${kind.padEnd(9)} ${String(sorted.length).padStart(6)} Antworten  p50 ${ms(50)}  p95 ${ms(95)}  p99 ${ms(99)}`;
  };
  const bookingP95 = percentile(
    [...times.booking].sort((a, b) => a - b),
    95,
  );
  console.log(
    `\nBurst: ${bookers} Lehrkräfte in ${burstSeconds.toFixed(1)} s, ${(bookers / burstSeconds).toFixed(0)} beantwortete Anmeldungen/s`,
  );
  console.log(
    `  ${confirmed.length} bestätigt (${confirmed.filter((o) => o.body.status === 'zugelassen').length} zugelassen, ${confirmed.filter((o) => o.body.status === 'warteliste').length} Warteliste)`,
  );
  if (killed) console.log(`  Prozess ${victim} nach ${(killed.at / 1000).toFixed(1)} s mit SIGKILL beendet, 3 s später neu gestartet`);
  for (const kind of ['booking', 'search', 'dashboard']) console.log(`  ${line(kind)}`);
  const p95BySecond = bookingsBySecond.map((took) =>
    Math.round(
      percentile(
        took.sort((a, b) => a - b),
        95,
      ) ?? 0,
    ),
  );
  console.log(`  p95 der Anmeldungen nach der Sekunde ihres Starts im Burst: ${p95BySecond.join(' ')} ms`);
  console.log('Fehlerarten:');
  for (const [kind, count] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(6)}  ${kind}`);
  console.log('Wohin die CPU der Maschine im Burst ging (Anteil aller Kerne):');
  const answers = times.booking.length + times.search.length + times.dashboard.length;
  for (const { kind, share, ms, ofProcesses } of cpuDuringBurst)
    console.log(`  ${share.padStart(6)}  ${kind}${ofProcesses ? `, ${(ms / answers).toFixed(2)} ms je Antwort` : ''}`);
  console.log('Worauf die Datenbank wartete (Stichproben alle 100 ms, Sitzungen):');
  for (const [event, share] of summariseWaits(waitSamples)) console.log(`  ${share.padStart(6)}  ${event}`);
  const goal = bookingP95 <= 1000;
  console.log(`\nZiel p95 einer Anmeldung ≤ 1 s: ${goal ? 'erreicht' : 'verfehlt'} (${Math.round(bookingP95)} ms)`);
  if (problems.length > 0) {
    console.log('\nPrüfung fehlgeschlagen:');
    for (const problem of problems.slice(0, 20)) console.log(`  - ${problem}`);
  } else
    console.log('Prüfung: kein Termin überbucht, niemand doppelt, jede bestätigte Anmeldung wie gemeldet gespeichert, keine verloren.');
  process.exitCode = problems.length > 0 || !goal ? 1 : 0;
}

/** Runs `work` for each item with at most `width` at once. */
async function pool(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

function sleep(ms) {
  return new Promise((ok) => setTimeout(ok, Math.max(0, ms)));
}

async function waitFor(check) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('nginx antwortet nicht.');
}

function runToEnd(command, args) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} endete mit ${code}`))));
  });
}
