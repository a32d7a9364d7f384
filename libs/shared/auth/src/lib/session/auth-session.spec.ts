import { createFakeIdentityProvider, createTestEnvironment, testConfig, userRecord } from '../../testing/fake-identity-provider';
import { takeLoginIntent } from '../storage/login-intent';
import { createAuthSession } from './auth-session';
import type { RuntimeEnvironment } from './runtime-environment';

/** Starts a sign-in and returns the state the identity provider would send back. */
async function startLogin(environment: RuntimeEnvironment, assigned: string[], options = {}) {
  const session = createAuthSession(testConfig, { environment });
  await session.login({ mandant: 'iqsh', ...options });
  const state = new URL(assigned[0]).searchParams.get('state') ?? '';
  return { session, state };
}

async function signedIn(record = userRecord()) {
  const idp = createFakeIdentityProvider(record);
  const test = createTestEnvironment({ fetch: idp.fetch });
  const { session, state } = await startLogin(test.environment, test.assigned);
  const outcome = await session.completeLogin('iqsh', `?code=good-code&state=${state}`);
  return { ...test, idp, session, outcome };
}

describe('sign-in callback (spec section 4)', () => {
  it('stores state and PKCE verifier before leaving, exchanges the code and lands on the active role’s entry', async () => {
    const { session, outcome, idp } = await signedIn();
    expect(outcome).toEqual({ kind: 'redirect', href: '/iqsh/schulleitung' });
    expect(session.currentUser()?.roles).toEqual(['schulleitung', 'lehrkraft']);
    expect(idp.calls).toEqual(['POST /oauth/token', 'GET /api/v1/user']);
  });

  it('signs the installed app in with its own client, scope and mobile flag', async () => {
    const { environment, assigned } = createTestEnvironment({ fetch: createFakeIdentityProvider().fetch });
    await createAuthSession(testConfig, { clientKind: 'mobile', environment }).login({ mandant: 'iqsh' });
    const authorize = new URL(assigned[0]).searchParams;
    expect([authorize.get('client_id'), authorize.get('scope'), authorize.get('mobile')]).toEqual([
      testConfig.idp.mobile.clientId,
      'usermobile',
      '1',
    ]);
  });

  it('drops the sign-in and clears storage when the state does not match', async () => {
    const idp = createFakeIdentityProvider();
    const { environment, assigned } = createTestEnvironment({ fetch: idp.fetch });
    const { session } = await startLogin(environment, assigned);
    environment.storage.setItem('other', 'x');
    const outcome = await session.completeLogin('iqsh', '?code=good-code&state=forged');
    expect(outcome).toEqual({ kind: 'error', notice: 'state-mismatch' });
    expect(environment.storage.length).toBe(0);
    expect(idp.calls).toEqual([]);
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'state-mismatch' });
  });

  it('clears console, storage and cookie when the exchange fails (section 8)', async () => {
    const idp = createFakeIdentityProvider();
    const { environment, assigned, console } = createTestEnvironment({ fetch: idp.fetch });
    const { session, state } = await startLogin(environment, assigned);
    const outcome = await session.completeLogin('iqsh', `?code=bad-code&state=${state}`);
    expect(outcome).toEqual({ kind: 'error', notice: 'login-failed' });
    expect(console.clear).toHaveBeenCalled();
    expect(environment.storage.length).toBe(0);
    expect(environment.cookies.peek('__Host-fobu-token')).toBeUndefined();
  });

  it('forwards a deep link after asking for the event type', async () => {
    for (const [vnr, expected] of [
      ['T1', '/iqsh/schulleitung/veranstaltungstermine?vnr=T1&kreis=kiel'],
      ['A1', '/iqsh/schulleitung/abrufveranstaltungen?vnr=A1'],
      ['S1', '/iqsh/schulleitung/selbstlernkurse?vnr=S1'],
      ['UNBEKANNT', '/iqsh/schulleitung'],
    ]) {
      const idp = createFakeIdentityProvider();
      const { environment, assigned, console } = createTestEnvironment({ fetch: idp.fetch });
      const { session, state } = await startLogin(environment, assigned, { vnr, kreis: 'kiel' });
      expect(await session.completeLogin('iqsh', `?code=good-code&state=${state}`)).toEqual({ kind: 'redirect', href: expected });
      expect(console.error).toHaveBeenCalledTimes(vnr === 'UNBEKANNT' ? 1 : 0);
    }
  });

  it('returns to a path of the portal, never to another origin', async () => {
    for (const [returnTo, expected] of [
      ['/iqsh/lehrkraft/hilfe', '/iqsh/lehrkraft/hilfe'],
      ['https://evil.test/iqsh/lehrkraft', '/iqsh/schulleitung'],
    ]) {
      const idp = createFakeIdentityProvider();
      const { environment, assigned } = createTestEnvironment({ fetch: idp.fetch });
      const { session, state } = await startLogin(environment, assigned, { returnTo });
      expect(await session.completeLogin('iqsh', `?code=good-code&state=${state}`)).toEqual({ kind: 'redirect', href: expected });
    }
  });

  it('shows no error for a callback used already while signed in (Back)', async () => {
    const { session, outcome } = await signedIn();
    expect(await session.completeLogin('iqsh', `?code=good-code&state=old`)).toEqual(outcome);
  });

  it('falls back to the redirect where the popup is blocked', async () => {
    const idp = createFakeIdentityProvider();
    const { environment, assigned } = createTestEnvironment({ fetch: idp.fetch });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const session = createAuthSession({ ...testConfig, idp: { ...testConfig.idp, loginMode: 'popup' } }, { environment });
    await session.login({ mandant: 'iqsh' });
    expect(open).toHaveBeenCalledWith('about:blank', 'fobu-login', expect.stringContaining('width=825,height=500'));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(/^https:\/\/idp\.test\/oauth\/authorize\?/);
    open.mockRestore();
  });

  it('hands the result of the popup to its opener instead of exchanging it, and closes only if the opener does not', async () => {
    vi.useFakeTimers();
    const idp = createFakeIdentityProvider();
    const opener = { postMessage: vi.fn() } as unknown as Window;
    const closeWindow = vi.fn();
    const { environment } = createTestEnvironment({ fetch: idp.fetch, loginOpener: () => opener, closeWindow });
    const session = createAuthSession(testConfig, { environment });
    expect(await session.completeLogin('iqsh', '?code=c&state=s')).toEqual({ kind: 'popup' });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'fobu-login-callback', search: '?code=c&state=s' }, 'https://portal.test');
    expect(closeWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(closeWindow).toHaveBeenCalled();
    expect(idp.calls).toEqual([]);
    vi.useRealTimers();
  });
});

describe('error catalogue (spec section 8)', () => {
  it('renews the tokens and retries once when loading the user fails', async () => {
    const { session, idp, environment } = await signedIn();
    idp.expireAccessTokens();
    const reloaded = createAuthSession(testConfig, { environment });
    expect((await reloaded.ensureUser())?.uid).toBe('4711');
    expect(idp.calls.slice(2)).toEqual(['GET /api/v1/user', 'POST /oauth/token', 'GET /api/v1/user']);
    expect(session.currentUser()).toBeDefined();
  });

  it('removes the cookie and stays logged out when the user cannot be loaded even after a refresh', async () => {
    const { idp, environment, console } = await signedIn();
    idp.fail('GET /api/v1/user', 2);
    const reloaded = createAuthSession(testConfig, { environment });
    expect(await reloaded.ensureUser()).toBeUndefined();
    expect(environment.cookies.peek('__Host-fobu-token')).toBeUndefined();
    expect(console.clear).toHaveBeenCalled();
  });

  it('keeps the notice of a sign-in that has just ended when a guard asks again while its cookie is being removed', async () => {
    const { idp, environment } = await signedIn();
    const sealed = environment.cookies.peek('__Host-fobu-token');
    idp.endSignIns();
    // The browser removes a cookie asynchronously: for a moment the cheap check still finds it.
    const cookies = {
      ...environment.cookies,
      peek: (name: string) => (name === '__Host-fobu-token' ? sealed : environment.cookies.peek(name)),
    };
    const reloaded = createAuthSession(testConfig, { environment: { ...environment, cookies } });
    expect(await reloaded.ensureUser()).toBeUndefined();
    expect(await reloaded.ensureUser()).toBeUndefined();
    expect(reloaded.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' });
  });

  it('renews the tokens and retries the logout once, then removes the cookie and tells the other tabs', async () => {
    const { session, idp, environment } = await signedIn();
    idp.fail('POST /api/v1/logout');
    await session.logout();
    expect(idp.calls.slice(2)).toEqual(['POST /api/v1/logout', 'POST /oauth/token', 'POST /api/v1/logout']);
    expect(environment.cookies.peek('__Host-fobu-token')).toBeUndefined();
    expect((environment.channel as unknown as { sent: unknown[] }).sent).toContainEqual({
      type: 'signed-out',
      notice: 'signed-out-elsewhere',
    });
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'signed-out' });
  });

  it('renews the tokens when the role change fails, then loads the user in the new role', async () => {
    const { session, idp } = await signedIn();
    idp.fail('GET /api/v1/userApplicationRole');
    const user = await session.changeRole('lehrkraft');
    expect(user?.activeRole).toBe('lehrkraft');
    expect(user?.roles).toEqual(['lehrkraft', 'schulleitung']);
    expect(idp.calls.slice(2)).toEqual([
      'GET /api/v1/userApplicationRole',
      'POST /oauth/token',
      'GET /api/v1/userApplicationRole',
      'GET /api/v1/user',
    ]);
  });

  it('signs a user without any FOBU role out again', async () => {
    const { outcome } = await signedIn(userRecord({ roles: [{ application: 'OTHER', status: 1, role: 'lehrkraft' }] }));
    expect(outcome).toEqual({ kind: 'error', notice: 'no-role' });
  });
});

describe('activity reports (the server’s idle end of a sign-in)', () => {
  it('tells the identity provider with the access token, and renews a stale token once', async () => {
    const { session, idp } = await signedIn();
    await session.reportActivity();
    idp.expireAccessTokens();
    await session.reportActivity();
    expect(idp.calls.slice(2)).toEqual(['POST /api/v1/activity', 'POST /api/v1/activity', 'POST /oauth/token', 'POST /api/v1/activity']);
    expect(session.getState().status).toBe('signed-in');
  });

  it('signs out when the server has ended the sign-in as idle', async () => {
    const { session, idp, environment } = await signedIn();
    idp.endSignIns();
    await session.reportActivity();
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' });
    expect(environment.cookies.peek('__Host-fobu-token')).toBeUndefined();
  });

  it('keeps the sign-in when there is no answer (offline) and tries no renewal', async () => {
    const { session, idp, environment } = await signedIn();
    idp.goOffline();
    await session.reportActivity();
    expect(idp.calls.slice(2)).toEqual(['POST /api/v1/activity']);
    expect(session.getState().status).toBe('signed-in');
    expect(environment.cookies.peek('__Host-fobu-token')).toBeDefined();
  });

  it('reports nothing for a visitor', async () => {
    const idp = createFakeIdentityProvider();
    const { environment } = createTestEnvironment({ fetch: idp.fetch });
    await createAuthSession(testConfig, { environment }).reportActivity();
    expect(idp.calls).toEqual([]);
  });
});

describe('navigation guard support (spec section 4)', () => {
  it('loads nothing without a cookie', async () => {
    const idp = createFakeIdentityProvider();
    const { environment } = createTestEnvironment({ fetch: idp.fetch });
    const session = createAuthSession(testConfig, { environment });
    expect(session.hasStoredSignIn()).toBe(false);
    expect(await session.ensureUser()).toBeUndefined();
    session.restoreSilently();
    expect(idp.calls).toEqual([]);
    expect(takeLoginIntent(environment.storage)).toBeUndefined();
  });

  it('tells of a stored sign-in before the user is loaded, and of none once the cookie is gone', async () => {
    const { idp, environment } = await signedIn();
    const reloaded = createAuthSession(testConfig, { environment });
    expect(reloaded.hasStoredSignIn()).toBe(true);
    idp.fail('GET /api/v1/user', 2);
    expect(await reloaded.ensureUser()).toBeUndefined();
    expect(reloaded.hasStoredSignIn()).toBe(false);
  });
});
