import { ActivityResponseSchema, TokenResponseSchema } from '@fobu/api-contract';
import { sha256 } from '../auth/crypto';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';
import { idpRequests } from '../test-support/idp-requests';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const { refreshAsWeb, bearerGet } = idpRequests(() => backend);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();

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

  it('counts a service call as a use, and refuses the person of an idle sign-in in one, as an invalid user token', async () => {
    const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
    const { access_token } = await signIn(backend, 'liv.iqsh');
    await idleFor(access_token, 1000);
    expect((await forms('/api/v1/anmeldungen/meine', { user: access_token })).status).toBe(200);
    expect(await lastUse(access_token)).toBeLessThan(5);
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
