import { startTestBff, userAgent, referencePortal } from './test-support/bff-harness';
import { TEST_ORIGIN } from './test-support/test-origin';
import type { RunningBff } from './server';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startTestBff();
});
afterAll(() => bff?.close());

describe('signing in through the BFF', () => {
  it('sends the browser to the identity provider with the parameters of spec section 7 and PKCE, bound to a Lax cookie', async () => {
    const browser = userAgent(bff);
    const start = await browser.request('/bff/anmelden?mandant=shibb', { csrf: false });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') as string);
    const portal = referencePortal();
    expect(authorize.origin + authorize.pathname).toBe(new URL(portal.idp.authorizePath, portal.idp.url).href);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: portal.idp.web.clientId,
      redirect_uri: `${TEST_ORIGIN}/shibb/callback`,
      response_type: 'code',
      scope: 'user',
      state: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
      prompt: 'consent',
      application: 'FOBU',
      mobile: '0',
      mandant: 'shibb',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(start.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^fobu-anmeldung=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });

  it('signs in with the demo user: a session cookie, the way back to the portal, and the session with the user', async () => {
    const browser = userAgent(bff);
    const callback = await browser.signIn('lehrkraft.iqsh');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/iqsh/callback?angemeldet=1');
    const cookies = callback.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^fobu-sitzung=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/));
    expect(cookies).toContainEqual(expect.stringMatching(/^fobu-anmeldung=; Max-Age=0/));
    expect([...browser.cookies.keys()]).toEqual(['fobu-sitzung']);

    const session = await browser.request('/bff/sitzung');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({
      user: expect.objectContaining({ vorname: expect.any(String), active_role: { role: 'lehrkraft' } }),
      mandant: 'iqsh',
      client: 'web',
      timeoutSeconds: 900,
      expiresAt: expect.any(String),
    });
  });

  it('gives the installed app a cookie of 30 days', async () => {
    const callback = await userAgent(bff).signIn('lehrkraft.iqsh', 'iqsh', 'mobile');
    expect(callback.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^fobu-sitzung=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/),
    );
  });

  it('refuses a callback whose state is not the browser’s pending one, and a state used twice', async () => {
    const browser = userAgent(bff);
    await browser.request('/bff/anmelden?mandant=iqsh', { csrf: false });
    const forged = await browser.request(`/iqsh/callback?code=abc&state=${'x'.repeat(40)}`, { csrf: false });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/iqsh/callback?fehler=login-failed');
    expect(browser.cookies.has('fobu-sitzung')).toBe(false);

    const other = userAgent(bff);
    const start = await other.request('/bff/anmelden?mandant=iqsh', { csrf: false });
    const state = new URL(start.headers.get('location') as string).searchParams.get('state');
    // Another browser (without the pending sign-in's cookie) cannot finish it, and the state is spent.
    const elsewhere = await userAgent(bff).request(`/iqsh/callback?code=abc&state=${state}`, { csrf: false });
    expect(elsewhere.headers.get('location')).toBe('/iqsh/callback?fehler=login-failed');
    const again = await other.request(`/iqsh/callback?code=abc&state=${state}`, { csrf: false });
    expect(again.headers.get('location')).toBe('/iqsh/callback?fehler=login-failed');
  });

  it('passes the identity provider’s error on to the portal’s callback page', async () => {
    const browser = userAgent(bff);
    const start = await browser.request('/bff/anmelden?mandant=iqsh', { csrf: false });
    const state = new URL(start.headers.get('location') as string).searchParams.get('state');
    const refused = await browser.request(`/iqsh/callback?error=access_denied&state=${state}`, { csrf: false });
    expect(refused.headers.get('location')).toBe('/iqsh/callback?fehler=access_denied');
  });

  it('serves the BFF-mode config.json without a service address, client id or secret', async () => {
    const response = await userAgent(bff).request('/config.json', { csrf: false });
    const body = await response.json();
    expect(body).toEqual({ environment: 'local', mode: 'bff', idp: { loginMode: 'redirect' }, services: { qr: { url: '/api/qr' } } });
  });
});
