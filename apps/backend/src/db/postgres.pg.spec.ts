import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { BOOKING_ROLES } from '@fobu/domain';
import { openDb, prepared } from '@fobu/server-sql';
import { PORTAL, pkcePair, form, PASSWORD } from '../test-support/harness';

const url = process.env['DATABASE_URL'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();

/** Whether a port on 127.0.0.1 can be listened on now. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A base port whose ports (five services, base … base + 4, and the development mailbox, + 5 and + 6)
 * are free: fixed ports made a run fail whenever something else (a dev back end, say) listened there.
 */
async function freeBasePort(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 4_000) * 10;
    const free = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((offset) => portFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

/** The address of a service of a process: offset 0 is the identity provider, 1 the forms service. */
const at = (base: number, offset = 0) => `http://127.0.0.1:${base + offset}`;

/** Starts `main.ts` as a separate process on the PostgreSQL of DATABASE_URL, on a base port. */
function startProcess(basePort: number, databaseUrl = url): Promise<ChildProcess> {
  const child = fork(resolve(import.meta.dirname, '../main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // Both send e-mail often, to their own development mailbox (base port + 6), so that they compete for the outbox.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BACKEND_DEMO: '1',
      BACKEND_BASE_PORT: String(basePort),
      PORTAL_ORIGINS: PORTAL,
      MAIL_SWEEP_MS: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
  return new Promise((resolveStart, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Datenbank:')) resolveStart(child);
    });
    child.stderr?.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`backend exited ${code}: ${out}`)));
  });
}

describe.skipIf(!url)('two back-end processes on one PostgreSQL', () => {
  let a: ChildProcess;
  let b: ChildProcess;
  let portA = 0;
  let portB = 0;
  beforeAll(async () => {
    portA = await freeBasePort();
    a = await startProcess(portA);
    portB = await freeBasePort();
    b = await startProcess(portB);
  }, 120_000);
  afterAll(() => {
    a?.kill();
    b?.kill();
  });

  it('signs in through one and is served, refreshed and booked by the other', async () => {
    const { verifier, challenge } = pkcePair();
    const params = {
      client_id: 'fobu-web',
      redirect_uri: `${PORTAL}/iqsh/callback`,
      response_type: 'code',
      scope: 'user',
      state: 's'.repeat(40),
      application: 'FOBU',
      mandant: 'iqsh',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const login = await fetch(`${at(portA)}/oauth/authorize`, form({ ...params, username: 'lehrkraft.iqsh', password: PASSWORD }));
    const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
    const exchange = {
      grant_type: 'authorization_code',
      client_id: 'fobu-web',
      client_secret: 'fobu-web-geheim',
      redirect_uri: params.redirect_uri,
      code,
      code_verifier: verifier,
    };
    const tokens = await j(await fetch(`${at(portB)}/oauth/token`, form(exchange)));
    expect(tokens.access_token).toBeTruthy();
    const user = await fetch(`${at(portB)}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect((await j(user)).uid).toBe('1001');
    const refreshed = await fetch(
      `${at(portA)}/oauth/token`,
      form({ grant_type: 'refresh_token', client_id: 'fobu-web', client_secret: 'fobu-web-geheim', refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    const renewed = await j(refreshed);
    expect(
      (
        await fetch(
          `${at(portB)}/oauth/token`,
          form({
            grant_type: 'refresh_token',
            client_id: 'fobu-web',
            client_secret: 'fobu-web-geheim',
            refresh_token: tokens.refresh_token,
          }),
        )
      ).status,
    ).toBe(400);
    // That replay through one process ended the sign-in for the other as well (one token family).
    const afterReplay = await fetch(`${at(portB)}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`, {
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect(afterReplay.status).toBe(401);
    expect((await fetch(`${at(portA)}/oauth/token`, form(exchange))).status).toBe(400);

    const service = await j(
      await fetch(
        `${at(portA, 1)}/oauth/token`,
        form({ grant_type: 'client_credentials', client_id: 'fobu-portal-formix', client_secret: 'formix-geheim', scope: 'serviceformix' }),
      ),
    );
    const search = await fetch(`${at(portB, 1)}/api/v1/termine?mandant=iqsh&scope=serviceformix`, {
      headers: { authorization: `Bearer ${service.access_token}` },
    });
    expect((await j(search)).total).toBeGreaterThan(0);
  }, 60_000);

  it('admits exactly as many of many parallel bookings through both processes as there are seats', async () => {
    const db = await openDb({ databaseUrl: url });
    try {
      const [date] = await db.query<{ id: number }>(
        `UPDATE termine SET zugelassen = 0, wartend = 0, status = 'buchbar', genehmigung_erforderlich = false, max_plaetze = 2, warteliste_plaetze = 1,
           anmeldebeginn = now() - interval '1 day', anmeldeschluss = now() + interval '10 days'
          WHERE id = (SELECT t.id FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.mandant = 'iqsh' AND g.vtyp = 'TERMIN' AND g.status = 'veroeffentlicht' AND t.schule_dstnr IS NULL ORDER BY t.id LIMIT 1)
          RETURNING id`,
      );
      await db.query('DELETE FROM benachrichtigungen WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE termin_id = $1)', [date.id]);
      await db.query('DELETE FROM anwesenheiten WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE termin_id = $1)', [date.id]);
      await db.query('DELETE FROM anmeldungen WHERE termin_id = $1', [date.id]);
      // Open to every booking role: the generated teachers are not all Lehrkräfte.
      await db.query('UPDATE angebote SET zielgruppen = $2 WHERE vnr = (SELECT vnr FROM termine WHERE id = $1)', [date.id, BOOKING_ROLES]);
      const service = await j(
        await fetch(
          `${at(portA, 1)}/oauth/token`,
          form({
            grant_type: 'client_credentials',
            client_id: 'fobu-portal-formix',
            client_secret: 'formix-geheim',
            scope: 'serviceformix',
          }),
        ),
      );
      const teachers = Array.from({ length: 12 }, (_, i) => `u5${String(i + 1).padStart(5, '0')}`);
      const answers = await Promise.all(
        teachers.map(async (username, i) => {
          const pkce = pkcePair();
          const port = i % 2 ? portA : portB;
          const base = at(port);
          const params = {
            client_id: 'fobu-web',
            redirect_uri: `${PORTAL}/iqsh/callback`,
            response_type: 'code',
            scope: 'user',
            state: 's'.repeat(40),
            application: 'FOBU',
            mandant: 'iqsh',
            code_challenge: pkce.challenge,
            code_challenge_method: 'S256',
          };
          const login = await fetch(`${base}/oauth/authorize`, form({ ...params, username, password: PASSWORD }));
          const code = new URL(String(login.headers.get('location'))).searchParams.get('code') ?? '';
          const tokens = await j(
            await fetch(
              `${base}/oauth/token`,
              form({
                grant_type: 'authorization_code',
                client_id: 'fobu-web',
                client_secret: 'fobu-web-geheim',
                redirect_uri: params.redirect_uri,
                code,
                code_verifier: pkce.verifier,
              }),
            ),
          );
          const booked = await fetch(`${at(port, 1)}/api/v1/anmeldungen?scope=serviceformix`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${service.access_token}`,
              'x-user-authorization': `Bearer ${tokens.access_token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ terminId: date.id }),
          });
          const body = await j(booked);
          return booked.status === 201 ? body.status : body.error;
        }),
      );
      expect(answers.filter((a) => a === 'zugelassen')).toHaveLength(2);
      expect(answers.filter((a) => a === 'warteliste')).toHaveLength(1);
      expect(answers.filter((a) => a === 'ausgebucht')).toHaveLength(9);
      const [termin] = await db.query('SELECT zugelassen, wartend, status FROM termine WHERE id = $1', [date.id]);
      expect(termin).toEqual({ zugelassen: 2, wartend: 1, status: 'ausgebucht' });
    } finally {
      await db.close();
    }
  }, 60_000);
  it('sends each e-mail of the outbox once, though both processes send', async () => {
    const db = await openDb({ databaseUrl: url });
    try {
      const [person] = await db.query<{ uid: string; email: string }>(
        `UPDATE users SET email_abo = true WHERE username = 'lehrkraft.shibb' RETURNING uid, email`,
      );
      await db.query(
        `INSERT INTO benachrichtigungen (uid, titel, text, art) SELECT $1, 'Nur einmal ' || n, 'Eine Nachricht.', 'nachricht' FROM generate_series(1, 40) n`,
        [person.uid],
      );
      await vi.waitFor(
        async () => {
          const [{ n }] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM benachrichtigungen WHERE titel LIKE 'Nur einmal %' AND email_status = 'offen'`,
          );
          expect(n).toBe(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      const received = async (base: number): Promise<string[]> =>
        (await j(await fetch(`${at(base, 6)}/api/emails?an=${encodeURIComponent(person.email)}`))).items
          .map((email: { betreff: string }) => email.betreff)
          .filter((betreff: string) => betreff.startsWith('Nur einmal '));
      const subjects = [...(await received(portA)), ...(await received(portB))];
      expect(subjects).toHaveLength(40);
      expect(new Set(subjects).size).toBe(40);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('outlives PostgreSQL ending its connections: a lost connection costs at most the requests on it', async () => {
    const vtyp = (base: number) => fetch(`${at(base)}/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=unbekannt`);
    // Both processes have connections in their pools now; PostgreSQL ends them all (a restart, a failover, idle_session_timeout).
    expect((await vtyp(portA)).status).toBe(404);
    expect((await vtyp(portB)).status).toBe(404);
    const db = await openDb({ databaseUrl: url });
    try {
      await db.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    } finally {
      await db.close();
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
    for (const [child, base] of [
      [a, portA],
      [b, portB],
    ] as const) {
      expect(child.exitCode).toBeNull();
      await vi.waitFor(async () => expect((await vtyp(base)).status).toBe(404), { timeout: 10_000, interval: 200 });
    }
  }, 60_000);
});

describe.skipIf(!url)('two back-end processes starting together on an empty PostgreSQL', () => {
  it('migrate it once, under the lock, and are both ready', async () => {
    const name = `fobu_parallel_${process.pid}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.query(`CREATE DATABASE ${name}`);
    const empty = new URL(url as string);
    empty.pathname = `/${name}`;
    const bases = [await freeBasePort(), await freeBasePort()];
    const processes = await Promise.allSettled(bases.map((base) => startProcess(base, empty.toString())));
    try {
      expect(processes.map((started) => (started.status === 'rejected' ? String(started.reason) : 'gestartet'))).toEqual([
        'gestartet',
        'gestartet',
      ]);
      // Ready means every migration of this build is applied; a second process migrating without the lock would have failed on CREATE TABLE.
      for (const base of bases) {
        const ready = await fetch(`${at(base, 1)}/health/ready`);
        expect(await ready.json()).toEqual({ bereit: true });
      }
    } finally {
      for (const started of processes) if (started.status === 'fulfilled') started.value.kill();
      await admin.close();
    }
  }, 180_000);
});

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  it('are parsed once per connection and run by name, alone, at once on several connections and in a transaction', async () => {
    const db = await openDb({ databaseUrl: url, poolSize: 3 });
    const plusOne = prepared('SELECT $1::int + 1 AS n');
    const onThisConnection = 'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = $1';
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => db.query<{ n: number }>(plusOne, [i])));
      expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const inTransaction = await db.tx(async (sql) => {
        const [first] = await sql.query<{ n: number }>(plusOne, [41]);
        const [again] = await sql.query<{ n: number }>(plusOne, [1]);
        const [kept] = await sql.query<{ n: number }>(onThisConnection, [plusOne.name]);
        return [first?.n, again?.n, kept?.n];
      });
      expect(inTransaction).toEqual([42, 2, 1]);
    } finally {
      await db.close();
    }
  });
});
