import { ServerUserRecordSchema, TokenResponseSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { authorizeCode, authorizeParams, form, PASSWORD, pkcePair, PORTAL, signIn, startTestBackend } from '../test-support/harness';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const token = (body: Record<string, string>) => fetch(`${backend.urls.idp}/oauth/token`, form(body));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();
const web = () => backend.config.clients.web;
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

  it('answers a wrong password with the page and a German message, and rate-limits in the database', async () => {
    const attempt = () =>
      fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username: 'sonstige.iqsh', password: 'falsch' }));
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(await first.text()).toContain('Benutzername oder Passwort ist falsch');
    for (let i = 0; i < 10; i++) await attempt();
    const limited = await fetch(
      `${backend.urls.idp}/oauth/authorize`,
      form({ ...authorizeParams(backend), username: 'sonstige.iqsh', password: PASSWORD }),
    );
    expect(limited.status).toBe(429);
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

    const reused = await token(exchange);
    expect(reused.status).toBe(400);
    expect((await j(reused)).error).toBe('invalid_grant');

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

  it('rejects missing, forged and expired tokens with 401', async () => {
    expect((await fetch(`${backend.urls.idp}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`)).status).toBe(401);
    expect((await bearerGet('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', 'x'.repeat(43))).status).toBe(401);
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

  it('rejects oversized bodies and answers CORS for the portal origin only', async () => {
    const big = await fetch(`${backend.urls.idp}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a='.padEnd(200_000, 'x'),
    });
    expect(big.status).toBe(413);
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
  });
});
