import { startTestBff, testClock, userAgent, referencePortal } from './test-support/bff-harness';
import type { RunningBff } from './server';

const clock = testClock();
/** The BFF's calls to the identity provider and the services, in order. */
const calls: { url: string; body: string; status: number; authorization: string | null }[] = [];
const watchingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : '';
  calls.push({ url: String(input), body, status: response.status, authorization: new Headers(init?.headers).get('authorization') });
  return response;
};
const refreshes = () => calls.filter((call) => call.url.endsWith('/oauth/token') && call.body.includes('grant_type=refresh_token'));

let bff: RunningBff;
beforeAll(async () => {
  bff = await startTestBff({ clock: clock.now, fetch: watchingFetch });
});
afterAll(() => bff?.close());

describe('the BFF session', () => {
  it('refuses every call under /bff/ and /api/ without the CSRF header, but the sign-in’s start', async () => {
    const browser = userAgent(bff);
    await browser.signIn('lehrkraft.iqsh');
    for (const [path, method] of [
      ['/bff/sitzung', 'GET'],
      ['/bff/aktivitaet', 'POST'],
      ['/bff/abmelden', 'POST'],
      ['/api/forms/api/v1/anmeldungen/meine', 'GET'],
      ['/api/user/api/v1/user', 'GET'],
    ]) {
      const response = await browser.request(path, { method, csrf: false });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message: 'Die Anfrage wurde abgelehnt (Schutz vor fremden Seiten).' });
    }
    expect((await browser.request('/bff/sitzung')).status).toBe(200);
  });

  it('answers 401 keine-sitzung without a session', async () => {
    const response = await userAgent(bff).request('/bff/sitzung');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'keine-sitzung' });
  });

  it('ends a session idle longer than its role’s time-out; activity moves the end', async () => {
    const browser = userAgent(bff);
    await browser.signIn('lehrkraft.iqsh');
    clock.advance(800);
    const active = await browser.post('/bff/aktivitaet');
    expect(active.status).toBe(200);
    const { expiresAt, timeoutSeconds } = (await active.json()) as { expiresAt: string; timeoutSeconds: number };
    expect(timeoutSeconds).toBe(900);
    expect(Date.parse(expiresAt)).toBe(clock.now() + 900_000);
    clock.advance(899);
    // Reading the session is no activity.
    expect((await browser.request('/bff/sitzung')).status).toBe(200);
    clock.advance(2);
    const ended = await browser.request('/bff/sitzung');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'sitzung-abgelaufen' });
    expect(browser.cookies.has('fobu-sitzung')).toBe(false);
  });

  it('keeps the installed app’s session 30 days from the sign-in, however long the app stays closed', async () => {
    const app = userAgent(bff);
    await app.signIn('lehrkraft.iqsh', 'iqsh', 'mobile');
    const signedInAt = clock.now();
    const session = await app.request('/bff/sitzung');
    expect(await session.json()).toMatchObject({
      client: 'mobile',
      // The app ends it after this much idle time while it is open (the portal's own time-out).
      timeoutSeconds: 900,
      expiresAt: new Date(signedInAt + 30 * 86_400_000).toISOString(),
    });
    // Closed for two hours, then for a day: far beyond the role's 900 seconds.
    clock.advance(7_200);
    expect((await app.request('/api/forms/api/v1/anmeldungen/meine')).status).toBe(200);
    clock.advance(86_400);
    expect((await app.post('/bff/aktivitaet')).status).toBe(200);
    // Activity does not move the end: 30 days after the sign-in, as the app's cookie.
    clock.advance(30 * 86_400 - 7_200 - 86_400);
    expect((await app.request('/bff/sitzung')).status).toBe(200);
    clock.advance(1);
    const ended = await app.request('/bff/sitzung');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'sitzung-abgelaufen' });
  });

  it('changes the active role at the identity provider and takes its time-out', async () => {
    const browser = userAgent(bff);
    await browser.signIn('mehrfach.iqsh');
    const changed = await browser.post('/bff/rolle', { role: 'veranstaltungsleiter' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ user: { active_role: { role: 'veranstaltungsleiter' } }, timeoutSeconds: 5400 });
    const back = await browser.post('/bff/rolle', { role: 'lehrkraft' });
    expect(await back.json()).toMatchObject({ user: { active_role: { role: 'lehrkraft' } }, timeoutSeconds: 900 });
    const refused = await browser.post('/bff/rolle', { role: 'administrator' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
  });

  it('spends the refresh token once when two requests find the access token expired', async () => {
    const browser = userAgent(bff);
    await browser.signIn('veranstaltungsleiter.iqsh');
    const before = refreshes().length;
    // Past the access token's hour, within the role's 90 minutes.
    clock.advance(3_700);
    const answers = await Promise.all([
      browser.request('/api/forms/api/v1/anmeldungen/meine'),
      browser.request('/api/user/api/v1/user?scope=user&application=FOBU&mandant=iqsh'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(refreshes().length - before).toBe(1);
    expect(refreshes().at(-1)?.status).toBe(200);
  });

  it('ends the session when the identity provider refuses the refresh', async () => {
    const browser = userAgent(bff);
    await browser.signIn('veranstaltungsleiter.iqsh');
    const { user } = (await (await browser.request('/bff/sitzung')).json()) as { user: { uid: string } };
    // The person signs out at the identity provider elsewhere: the tokens the BFF holds are revoked.
    const signInCall = calls.filter((call) => call.url.includes('/api/v1/user')).at(-1);
    const revoked = await fetch(new URL('/api/v1/logout', referencePortal().services.user.url), {
      method: 'POST',
      headers: { authorization: signInCall?.authorization ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ id: user.uid, scope: 'user' }),
    });
    expect(revoked.status).toBe(200);
    clock.advance(3_700);
    const refused = await browser.request('/api/forms/api/v1/anmeldungen/meine');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'sitzung-abgelaufen' });
    expect(browser.cookies.has('fobu-sitzung')).toBe(false);
  });

  it('signs out at the identity provider, deletes the session and clears the cookie', async () => {
    const browser = userAgent(bff);
    await browser.signIn('lehrkraft.iqsh');
    const cookie = browser.cookies.get('fobu-sitzung');
    const signedOut = await browser.post('/bff/abmelden');
    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^fobu-sitzung=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);
    const logout = calls.filter((call) => call.url.endsWith('/api/v1/logout')).at(-1);
    expect(logout?.status).toBe(200);
    // The identity provider revoked the token the BFF held.
    const user = new URL('/api/v1/user?scope=user&application=FOBU&mandant=iqsh', referencePortal().services.user.url);
    expect((await fetch(user, { headers: { authorization: logout?.authorization ?? '' } })).status).toBe(401);
    // The old cookie opens nothing any more.
    const replayed = await userAgent(bff).request('/bff/sitzung', { headers: { cookie: `fobu-sitzung=${cookie}` } });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'keine-sitzung' });
  });
});
