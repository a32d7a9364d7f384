import { ServerUserRecordSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { PORTAL, signIn, startTestBackend } from '../test-support/harness';
import { idpRequests } from '../test-support/idp-requests';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const { token, web, bearerGet } = idpRequests(() => backend);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();

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
