import * as oauth from 'oauth4webapi';
import type { RunningBackend } from '../../server';
import { authorizeCode, PORTAL, startTestBackend } from '../../test-support/harness';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

/**
 * The portal's browser client and the BFF are not the identity provider's only possible clients: a
 * strict, standard OAuth 2.0 client library signs in against it as well (issue 43). oauth4webapi
 * checks what the RFCs require of each answer (state, the token answer's fields and types, the
 * refresh) and refuses anything looser.
 */
describe('identity provider: a standard OAuth client (oauth4webapi)', () => {
  const server = (): oauth.AuthorizationServer => ({
    issuer: backend.urls.idp,
    authorization_endpoint: `${backend.urls.idp}/oauth/authorize`,
    token_endpoint: `${backend.urls.idp}/oauth/token`,
  });
  const client = (): oauth.Client => ({ client_id: backend.config.clients.web.clientId });
  const clientAuth = () => oauth.ClientSecretPost(backend.config.clients.web.clientSecret);
  // The reference runs on http://127.0.0.1 in tests; production's identity provider is https.
  const local = { [oauth.allowInsecureRequests]: true };

  it('signs in with the code flow and PKCE, reads the person with the token, and renews it', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const redirectUri = `${PORTAL}/iqsh/callback`;
    // The person signs in on the identity provider's page (the harness posts its form).
    const callback = await authorizeCode(backend, 'lehrkraft.iqsh', 'iqsh', {
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const params = oauth.validateAuthResponse(server(), client(), callback, state);
    const exchanged = await oauth.processAuthorizationCodeResponse(
      server(),
      client(),
      await oauth.authorizationCodeGrantRequest(server(), client(), clientAuth(), params, redirectUri, verifier, local),
    );
    expect(exchanged.token_type).toBe('bearer');
    expect(exchanged.expires_in).toBe(3600);
    const refreshToken = exchanged.refresh_token ?? '';
    expect(refreshToken).not.toBe('');

    const user = await oauth.protectedResourceRequest(
      exchanged.access_token,
      'GET',
      new URL(`${backend.urls.idp}/api/v1/user?scope=user&application=FOBU&mandant=iqsh`),
      undefined,
      undefined,
      local,
    );
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ uid: expect.any(String) });

    const renewed = await oauth.processRefreshTokenResponse(
      server(),
      client(),
      await oauth.refreshTokenGrantRequest(server(), client(), clientAuth(), refreshToken, {
        ...local,
        additionalParameters: { scope: 'user' },
      }),
    );
    expect(renewed.access_token).not.toBe(exchanged.access_token);
  });

  it('gives the library the answer it expects for a refused code: an OAuth error it can read', async () => {
    const state = oauth.generateRandomState();
    const forged = new URL(`${PORTAL}/iqsh/callback?code=kein-gueltiger-code&state=${state}`);
    const refused = oauth.processAuthorizationCodeResponse(
      server(),
      client(),
      await oauth.authorizationCodeGrantRequest(
        server(),
        client(),
        clientAuth(),
        oauth.validateAuthResponse(server(), client(), forged, state),
        `${PORTAL}/iqsh/callback`,
        oauth.generateRandomCodeVerifier(),
        local,
      ),
    );
    await expect(refused).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
