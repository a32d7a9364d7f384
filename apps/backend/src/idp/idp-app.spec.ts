import { ActivityResponseSchema, ServerUserRecordSchema, TokenResponseSchema } from '@fobu/api-contract';
import { sha256 } from '../auth/crypto';
import { deleteExpiredSignInState } from './sign-in/expired-sign-in-state';
import type { RunningBackend } from '../server';
import {
  authorizeCode,
  authorizeParams,
  form,
  PASSWORD,
  pkcePair,
  PORTAL,
  serviceClient,
  serviceToken,
  signIn,
  startTestBackend,
} from '../test-support/harness';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const token = (body: Record<string, string>) => fetch(`${backend.urls.idp}/oauth/token`, form(body));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();
const web = () => backend.config.clients.web;
/** Renews tokens as the portal in the browser does. */
const refreshAsWeb = (refresh_token: string) =>
  token({ grant_type: 'refresh_token', client_id: web().clientId, client_secret: web().clientSecret, scope: 'user', refresh_token });
const bearerGet = (path: string, accessToken: string) =>
  fetch(`${backend.urls.idp}${path}`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });

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
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26);
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

describe('identity provider: token endpoint', () => {
  it('exchanges a code once (PKCE S256) and rotates refresh tokens', async () => {
    const { verifier, challenge } = pkcePair();
    const location = await authorizeCode(backend, 'lehrkraft.iqsh', 'iqsh', { code_challenge: challenge, code_challenge_method: 'S256' });
    expect(location.searchParams.get('state')).toBe('a'.repeat(40));
    const exchange = {
      grant_type: 'authorization_code',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      redirect_uri: `${PORTAL}/iqsh/callback`,
      code: location.searchParams.get('code')!,
      code_verifier: verifier,
    };
    const first = await token(exchange);
    expect(first.status).toBe(200);
    const tokens = TokenResponseSchema.parse(await j(first));
    expect(tokens.expires_in).toBe(3600);

    const refresh = {
      grant_type: 'refresh_token',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      scope: 'user',
      refresh_token: tokens.refresh_token,
    };
    const rotated = await token(refresh);
    expect(rotated.status).toBe(200);
    const next = TokenResponseSchema.parse(await j(rotated));
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const replay = await token(refresh);
    expect(replay.status).toBe(400);
    expect((await j(replay)).error).toBe('invalid_grant');
    const reused = await token(exchange);
    expect(reused.status).toBe(400);
    expect((await j(reused)).error).toBe('invalid_grant');
  });

  it('ends the whole sign-in when a rotated refresh token is replayed: the token issued after it stops working too', async () => {
    const first = await signIn(backend, 'liv.iqsh');
    const second = TokenResponseSchema.parse(await j(await refreshAsWeb(first.refresh_token)));
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', second.access_token)).status).toBe(200);
    // The attacker replays the stolen first refresh token.
    expect((await refreshAsWeb(first.refresh_token)).status).toBe(400);
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', second.access_token)).status).toBe(401);
    expect((await refreshAsWeb(second.refresh_token)).status).toBe(400);
  });

  it('ends what a code gave when the code is used a second time', async () => {
    const { verifier, challenge } = pkcePair();
    const location = await authorizeCode(backend, 'liv.iqsh', 'iqsh', { code_challenge: challenge, code_challenge_method: 'S256' });
    const exchange = {
      grant_type: 'authorization_code',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      redirect_uri: `${PORTAL}/iqsh/callback`,
      code: location.searchParams.get('code')!,
      code_verifier: verifier,
    };
    const tokens = TokenResponseSchema.parse(await j(await token(exchange)));
    expect((await token(exchange)).status).toBe(400);
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', tokens.access_token)).status).toBe(401);
  });

  it('refuses an authorization request without PKCE, as a page and without a code', async () => {
    const { code_challenge: _challenge, code_challenge_method: _method, ...withoutPkce } = authorizeParams(backend);
    const page = await fetch(`${backend.urls.idp}/oauth/authorize?${new URLSearchParams(withoutPkce)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('PKCE');
    const posted = await fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...withoutPkce, username: 'liv.iqsh', password: PASSWORD }));
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('ends a sign-in at its absolute lifetime, however often it was refreshed', async () => {
    const first = await signIn(backend, 'liv.iqsh');
    const hash = sha256(first.refresh_token);
    const [row] = await backend.db.query<{ left: number }>(
      `SELECT extract(epoch FROM session_expires_at - now())::int AS left FROM oauth_tokens WHERE refresh_hash = $1`,
      [hash],
    );
    // A working day in the browser (SESSION_LIFETIME_WEB).
    expect(row.left).toBeGreaterThan(12 * 3600 - 60);
    expect(row.left).toBeLessThanOrEqual(12 * 3600);
    await backend.db.query(
      `UPDATE oauth_tokens SET session_expires_at = now() - interval '1 second', refresh_expires_at = now() - interval '1 second' WHERE refresh_hash = $1`,
      [hash],
    );
    const refreshed = await refreshAsWeb(first.refresh_token);
    expect(refreshed.status).toBe(400);
  });

  it('rejects a wrong code verifier, a wrong secret, a wrong grant and a wrong scope', async () => {
    const { challenge } = pkcePair();
    const location = await authorizeCode(backend, 'lehrkraft.iqsh', 'iqsh', { code_challenge: challenge, code_challenge_method: 'S256' });
    const base = {
      grant_type: 'authorization_code',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      redirect_uri: `${PORTAL}/iqsh/callback`,
      code: location.searchParams.get('code')!,
    };
    expect((await token({ ...base, code_verifier: pkcePair().verifier })).status).toBe(400);
    const wrongSecret = await token({ ...base, client_secret: 'nope' });
    expect([400, 401]).toContain(wrongSecret.status);
    expect((await j(wrongSecret)).error).toBe('invalid_client');
    const wrongGrant = await token({ ...base, grant_type: 'password' });
    expect((await j(wrongGrant)).error).toBe('unsupported_grant_type');
    const wrongScope = await token({
      grant_type: 'client_credentials',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      scope: 'serviceformix',
    });
    expect(wrongScope.status).toBeGreaterThanOrEqual(400);
  });

  it('rejects an expired code', async () => {
    const location = await authorizeCode(backend, 'lehrkraft.iqsh');
    await backend.db.query(`UPDATE oauth_codes SET expires_at = now() - interval '1 second'`);
    const response = await token({
      grant_type: 'authorization_code',
      client_id: web().clientId,
      client_secret: web().clientSecret,
      redirect_uri: `${PORTAL}/iqsh/callback`,
      code: location.searchParams.get('code')!,
    });
    expect(response.status).toBe(400);
    expect((await j(response)).error).toBe('invalid_grant');
  });
});

describe('user service', () => {
  it('answers the server user record with foreign and inactive roles', async () => {
    const { access_token } = await signIn(backend, 'mehrfach.iqsh');
    const response = await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token);
    expect(response.status).toBe(200);
    const user = ServerUserRecordSchema.parse(await j(response));
    expect(user.roles).toContainEqual({ application: 'OTHER', status: 1, role: 'administrator' });
    expect(user.roles).toContainEqual({ application: 'FOBU', status: 0, role: 'verwaltung' });
    expect(user.active_role.role).toBe('lehrkraft');

    const change = await bearerGet('/api/v1/userApplicationRole?scope=user&application=FOBU&role=schulleitung', access_token);
    expect(change.status).toBe(200);
    const again = ServerUserRecordSchema.parse(
      await j(await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token)),
    );
    expect(again.active_role.role).toBe('schulleitung');
    const inactive = await bearerGet('/api/v1/userApplicationRole?scope=user&application=FOBU&role=verwaltung', access_token);
    expect(inactive.status).toBe(403);
  });

  it('names the state subject adviser landerfachberater', async () => {
    const { access_token } = await signIn(backend, 'landesfachberater.iqsh');
    const user = await j(await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token));
    expect(user.roles[0].role).toBe('landerfachberater');
  });

  it('logs out and revokes the tokens', async () => {
    const { access_token, refresh_token } = await signIn(backend, 'lehrkraft.iqsh');
    const user = await j(await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token));
    const logout = await fetch(`${backend.urls.idp}/api/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: user.uid, scope: 'user' }),
    });
    expect(await j(logout)).toEqual({ logout: true });
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token)).status).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', client_id: web().clientId, client_secret: web().clientSecret, refresh_token })).status,
    ).toBe(400);
  });

  it('rejects missing, forged and expired tokens with 401 and the Bearer challenge of RFC 6750', async () => {
    const missing = await fetch(`${backend.urls.idp}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="fobu"');
    const forged = await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', 'x'.repeat(43));
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer realm="fobu", error="invalid_token"');
    const { access_token } = await signIn(backend, 'controlling.iqsh');
    await backend.db.query(`UPDATE oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE uid = '1015'`);
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token)).status).toBe(401);
  });

  it('answers get_vtyp, with a 404 for unknown and SQL-looking numbers', async () => {
    const get = (vnr: string) =>
      fetch(`${backend.urls.idp}/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=${encodeURIComponent(vnr)}`);
    expect(await (await get('IQ240001')).json()).toEqual({ vtyp: expect.stringMatching(/^(TERMIN|ABRUF|SLK)$/) });
    const unknown = await get('XX999');
    expect(unknown.status).toBe(404);
    expect((await j(unknown)).message).toContain('unbekannt');
    expect((await get("IQ240001' OR '1'='1")).status).toBe(404);
    expect((await fetch(`${backend.urls.idp}/api/v1/public/get_vtyp?application=FOBU&vnr=IQ240001`)).status).toBe(400);
  });

  it('answers get_vtyp for an offer nobody may see yet exactly as for an unknown number', async () => {
    const get = (vnr: string) =>
      fetch(`${backend.urls.idp}/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=${encodeURIComponent(vnr)}`);
    const hidden = await backend.db.query<{ vnr: string; status: string }>(
      `SELECT DISTINCT ON (status) vnr, status FROM angebote WHERE status IN ('entwurf', 'zur_pruefung', 'zurueckgegeben') ORDER BY status, vnr`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const { vnr } of hidden) {
      const answer = await get(vnr);
      expect(answer.status).toBe(404);
      expect(await j(answer)).toEqual({ ...(await j(await get('XX999'))), message: expect.stringContaining(vnr) });
    }
  });

  it('rejects oversized bodies and answers CORS for the portal origin only', async () => {
    const big = await fetch(`${backend.urls.idp}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(200_000, 'x'),
    });
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).toBe('close');
    const preflight = await fetch(`${backend.urls.idp}/api/v1/user`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const foreign = await fetch(`${backend.urls.idp}/api/v1/user`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // No cookie is read by any service, so no request is allowed to carry one.
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends personal answers with no-store and nosniff', async () => {
    const { access_token } = await signIn(backend, 'lehrkraft.iqsh');
    const user = await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', access_token);
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
    expect(user.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('idle sign-ins (the spec’s time-out, on the server)', () => {
  const userPath = '/api/v1/user?scope=user&application=FOBU&mandant=iqsh';
  /** Moves a sign-in's last use (of the token) this many seconds into the past. */
  const idleFor = (accessToken: string, seconds: number) =>
    backend.db.query(`UPDATE oauth_tokens SET last_active_at = now() - make_interval(secs => $2) WHERE access_hash = $1`, [
      sha256(accessToken),
      seconds,
    ]);
  const lastUse = async (accessToken: string) =>
    (
      await backend.db.query<{ ago: number }>(
        `SELECT extract(epoch FROM now() - last_active_at)::int AS ago FROM oauth_tokens WHERE access_hash = $1`,
        [sha256(accessToken)],
      )
    )[0]?.ago;

  it('ends a sign-in in the browser unused for longer than its role’s time-out (900 s and a grace), and keeps one used a moment earlier', async () => {
    const { access_token, refresh_token } = await signIn(backend, 'liv.iqsh');
    await idleFor(access_token, 1000);
    expect((await bearerGet(userPath, access_token)).status).toBe(200);
    expect(await lastUse(access_token)).toBeLessThan(5);
    await idleFor(access_token, 1021);
    const refused = await bearerGet(userPath, access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    // Ended, not only refused: the refresh token is gone with it.
    expect((await refreshAsWeb(refresh_token)).status).toBe(400);
  });

  it('gives the roles with the long time-out 5400 s', async () => {
    const { access_token } = await signIn(backend, 'verwaltung.iqsh');
    await idleFor(access_token, 1100);
    expect((await bearerGet(userPath, access_token)).status).toBe(200);
    await idleFor(access_token, 5521);
    expect((await bearerGet(userPath, access_token)).status).toBe(401);
  });

  it('refuses the person of an idle sign-in in a service call, as an invalid user token', async () => {
    const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
    const { access_token } = await signIn(backend, 'liv.iqsh');
    expect((await forms('/api/v1/anmeldungen/meine', { user: access_token })).status).toBe(200);
    await idleFor(access_token, 1021);
    const refused = await forms('/api/v1/anmeldungen/meine', { user: access_token });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_user_token');
  });

  it('counts no refresh as activity: an idle sign-in cannot be renewed, and a renewed token keeps the last use', async () => {
    const first = await signIn(backend, 'liv.iqsh');
    await idleFor(first.access_token, 600);
    const second = TokenResponseSchema.parse(await j(await refreshAsWeb(first.refresh_token)));
    expect(await lastUse(second.access_token)).toBeGreaterThanOrEqual(600);
    await idleFor(second.access_token, 1021);
    expect((await refreshAsWeb(second.refresh_token)).status).toBe(400);
  });

  it('keeps a sign-in alive on an activity report and says how long it lasts', async () => {
    const { access_token } = await signIn(backend, 'liv.iqsh');
    await idleFor(access_token, 1000);
    const report = await fetch(`${backend.urls.idp}/api/v1/activity`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(report.status).toBe(200);
    const { expires_in } = ActivityResponseSchema.parse(await j(report));
    expect(expires_in).toBeGreaterThan(1010);
    expect(expires_in).toBeLessThanOrEqual(1020);
    await idleFor(access_token, 1019);
    expect((await bearerGet(userPath, access_token)).status).toBe(200);
  });

  it('leaves the installed app signed in between uses (its sign-in lasts its 30 days)', async () => {
    const { access_token } = await signIn(backend, 'liv.iqsh', 'iqsh', 'mobile');
    await idleFor(access_token, 86_400);
    expect((await bearerGet('/api/v1/user?scope=usermobile&application=FOBU&mandant=iqsh', access_token)).status).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes sign-in tries past their window, long-expired codes and ended tokens, and keeps the rest', async () => {
    await signIn(backend, 'schultraeger.iqsh');
    await fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username: 'schultraeger.iqsh', password: 'x' }));
    await backend.db.query(`UPDATE login_attempts SET at = now() - interval '16 minutes' WHERE username = 'schultraeger.iqsh'`);
    await backend.db.query(`UPDATE oauth_codes SET expires_at = now() - interval '2 days' WHERE uid = '1008'`);
    const [live] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM oauth_tokens WHERE uid = '1008'`);
    await backend.db.query(
      `UPDATE oauth_tokens SET refresh_expires_at = now() - interval '1 second' WHERE uid = '1008' AND access_hash = (SELECT access_hash FROM oauth_tokens WHERE uid = '1008' LIMIT 1)`,
    );
    expect(await deleteExpiredSignInState(backend.db)).toBeGreaterThanOrEqual(3);
    expect(await backend.db.query(`SELECT 1 FROM login_attempts WHERE username = 'schultraeger.iqsh'`)).toEqual([]);
    expect(await backend.db.query(`SELECT 1 FROM oauth_codes WHERE uid = '1008'`)).toEqual([]);
    expect(await backend.db.query(`SELECT 1 FROM oauth_tokens WHERE uid = '1008'`)).toHaveLength(live.n - 1);
  });
});
