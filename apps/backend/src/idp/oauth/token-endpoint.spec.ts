import { TokenResponseSchema } from '@fobu/api-contract';
import { sha256 } from '../../auth/crypto';
import type { RunningBackend } from '../../server';
import { authorizeCode, authorizeParams, form, PASSWORD, pkcePair, PORTAL, signIn, startTestBackend } from '../../test-support/harness';
import { idpRequests } from '../../test-support/idp-requests';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const { token, web, refreshAsWeb, bearerGet } = idpRequests(() => backend);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const j = (r: Response): Promise<any> => r.json();

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
