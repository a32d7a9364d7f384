import type { RunningBackend } from '../../server';
import { authorizeParams, form, PASSWORD, startTestBackend } from '../../test-support/harness';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

describe('identity provider: authorize', () => {
  it('shows a German sign-in page that lists demo users of every role', async () => {
    const response = await fetch(`${backend.urls.idp}/oauth/authorize?${new URLSearchParams(authorizeParams(backend))}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Anmeldung');
    for (const user of ['lehrkraft.iqsh', 'veranstaltungsleiter.iqsh', 'dienstposten.iqsh', 'mehrfach.iqsh', 'landesfachberater.iqsh'])
      expect(html).toContain(user);
    expect(html).not.toContain('lehrkraft.shibb');
  });

  it('keeps the sign-in page out of frames, caches and referrers', async () => {
    const page = await fetch(`${backend.urls.idp}/oauth/authorize?${new URLSearchParams(authorizeParams(backend))}`);
    const failed = await fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username: 'x', password: 'y' }));
    for (const response of [page, failed]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('rejects unknown clients and unregistered redirect URIs without redirecting', async () => {
    const bad = await fetch(
      `${backend.urls.idp}/oauth/authorize?${new URLSearchParams(authorizeParams(backend, 'iqsh', { client_id: 'evil' }))}`,
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    const evil = await fetch(
      `${backend.urls.idp}/oauth/authorize?${new URLSearchParams(authorizeParams(backend, 'iqsh', { redirect_uri: 'https://evil.example/cb' }))}`,
      { redirect: 'manual' },
    );
    expect(evil.status).toBe(400);
    expect(await evil.text()).toContain('nicht registriert');
  });

  it('answers a wrong password with the page and a German message; of 30 wrong passwords at once at most 5 are checked', async () => {
    const attempt = (password = 'falsch') =>
      fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username: 'sonstige.iqsh', password }));
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(await first.text()).toContain('Benutzername oder Passwort ist falsch');
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt()));
    // After the five free tries a name waits 1 s, then 2 s, 4 s …: where a busy machine takes longer
    // than that for the thirty, each wait that passed let one more through, as it should.
    const seconds = (Date.now() - started) / 1000;
    const waitsPassed = seconds >= 1 ? Math.floor(Math.log2(seconds + 1)) : 0;
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4 + waitsPassed);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26 - waitsPassed);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Zu viele Fehlversuche');
    // Backing off, not locked: once the wait is over, the right password signs in.
    await backend.db.query(`UPDATE login_attempts SET at = at - interval '2 minutes' WHERE username = 'sonstige.iqsh'`);
    expect((await attempt(PASSWORD)).status).toBe(302);
  });

  it('signs in 35 people from one address at once (a school network): only a failed try counts against the address', async () => {
    const teachers = Array.from({ length: 35 }, (_, i) => `u5${String(i + 1).padStart(5, '0')}`);
    const answers = await Promise.all(
      teachers.map((username) =>
        fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username, password: PASSWORD })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(teachers.map(() => 302));
    const [running] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE username LIKE 'u5%'`);
    expect(running.n).toBe(0);
  });

  it('asks people to come back in a moment, in German, when more sign in at once than the password checks can take', async () => {
    const crowded = await startTestBackend({ signInGate: { concurrency: 1, maxWaitMs: 1 } });
    try {
      const signIn = (username: string) =>
        fetch(`${crowded.urls.idp}/oauth/authorize`, form({ ...authorizeParams(crowded), username, password: PASSWORD }));
      expect((await signIn('u500001')).status).toBe(302); // the gate learns how long a check takes
      const teachers = Array.from({ length: 12 }, (_, i) => `u5${String(i + 2).padStart(5, '0')}`);
      const answers = await Promise.all(teachers.map(signIn));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 302 || status === 503)).toBe(true);
      expect(statuses).toContain(302);
      const busy = answers.find((answer) => answer.status === 503);
      expect(Number(busy?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await busy?.text()).toContain('Gerade melden sich sehr viele Personen an');
      // Nothing of a refused try counts against the name or the address.
      const [tries] = await crowded.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE username LIKE 'u5%'`);
      expect(tries.n).toBe(0);
    } finally {
      await crowded.close();
    }
  });

  it('takes as long for an unknown user name as for a known one', async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      await fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username, password: 'falsch' }));
      return performance.now() - started;
    };
    await timed('schulbegleiter.iqsh');
    const known = await timed('schulassistent.iqsh');
    const unknown = await timed('gibt-es-nicht.iqsh');
    // Both check a password against a scrypt hash of the same cost (the demo accounts' in demo mode); skipping it would be far quicker.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('refuses a user of the other tenant', async () => {
    const response = await fetch(
      `${backend.urls.idp}/oauth/authorize`,
      form({ ...authorizeParams(backend, 'shibb'), username: 'lehrkraft.iqsh', password: PASSWORD }),
    );
    expect(response.status).toBe(403);
  });
});
