import { TEST_BFF_RUNTIME_CONFIG } from '@fobu/config/testing';
import { createBffTestEnvironment, createFakeBff, createTabBus } from '../../testing/fake-bff';
import { MemoryStorage, userRecord } from '../../testing/fake-identity-provider';
import { formDraftPath } from '../timeout/form-draft';
import { keepInputWhenSessionEnds } from '../timeout/form-draft-at-session-end';
import type { BffEnvironment } from './bff-environment';
import { createBffAuthSession } from './bff-auth-session';

const popupConfig = { ...TEST_BFF_RUNTIME_CONFIG, idp: { loginMode: 'popup' } } as const;

/** A tab whose BFF has a session after the sign-in's redirect, and whose hint says so. */
function tabWithSession(bff = createFakeBff(), overrides: Partial<BffEnvironment> = {}) {
  bff.signIn();
  const test = createBffTestEnvironment({ fetch: bff.fetch, ...overrides });
  test.environment.hints.setItem('fobu-bff-angemeldet', '1');
  return { ...test, bff, session: createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment: test.environment }) };
}

/**
 * A sign-in in the popup (idp.loginMode popup), begun in the opener: `answer` posts what the popup's
 * callback page hands over, as the popup does.
 */
function popupSignIn(bff = createFakeBff()) {
  const messages = new EventTarget() as unknown as Window;
  const { environment } = createBffTestEnvironment({ fetch: bff.fetch, messages });
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const session = createBffAuthSession(popupConfig, { environment });
  const landing = session.login({ mandant: 'iqsh' });
  const answer = (search: string) =>
    messages.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://portal.test',
        source: popup as unknown as Window,
        data: { type: 'fobu-login-callback', search },
      }),
    );
  return { session, popup, open, landing, answer };
}

/** Signs in as the portal does: to the BFF and back to `/iqsh/callback?angemeldet=1`. */
async function signedIn(options = {}, bff = createFakeBff()) {
  const test = createBffTestEnvironment({ fetch: bff.fetch });
  const session = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment: test.environment });
  await session.login({ mandant: 'iqsh', ...options });
  bff.signIn();
  const outcome = await session.completeLogin('iqsh', '?angemeldet=1');
  return { ...test, bff, session, outcome };
}

describe('the BFF mode’s session (docs/bff.md)', () => {
  it('starts the sign-in at /bff/anmelden with tenant and client, keeping only the landing wishes in the tab', async () => {
    const bff = createFakeBff();
    const { environment, assigned } = createBffTestEnvironment({ fetch: bff.fetch });
    await createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment }).login({
      mandant: 'shibb',
      returnTo: '/shibb/lehrkraft/dashboard',
      vnr: 'T1',
      kreis: 'kiel',
    });
    expect(assigned).toEqual(['https://portal.test/bff/anmelden?mandant=shibb&client=web']);
    expect(JSON.parse(environment.storage.getItem('fobu-oauth-state') ?? '')).toEqual({
      mandant: 'shibb',
      returnTo: '/shibb/lehrkraft/dashboard',
      vnr: 'T1',
      kreis: 'kiel',
    });
    expect(bff.requests).toEqual([]);

    const app = createBffTestEnvironment({ fetch: bff.fetch });
    await createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { clientKind: 'mobile', environment: app.environment }).login({ mandant: 'iqsh' });
    expect(app.assigned).toEqual(['https://portal.test/bff/anmelden?mandant=iqsh&client=mobile']);
  });

  it('lands on the active role’s entry after ?angemeldet=1, with one question to the BFF and no token in the browser', async () => {
    const { outcome, session, bff, environment } = await signedIn();
    expect(outcome).toEqual({ kind: 'redirect', href: '/iqsh/schulleitung' });
    expect(session.currentUser()).toMatchObject({ mandant: 'iqsh', activeRole: 'schulleitung', roles: ['schulleitung', 'lehrkraft'] });
    expect(bff.calls()).toEqual(['GET /bff/sitzung']);
    expect(bff.requests[0].credentials).toBe('same-origin');
    // What stays in the browser: the hint that a sign-in exists, nothing else.
    expect([environment.storage.length, environment.hints.length, environment.hints.key(0)]).toEqual([0, 1, 'fobu-bff-angemeldet']);
  });

  it('applies the landing rules of the spec mode: a deep link’s event type, a return path of the tenant', async () => {
    const deepLink = await signedIn({ vnr: 'T1', kreis: 'kiel' });
    expect(deepLink.outcome).toEqual({ kind: 'redirect', href: '/iqsh/schulleitung/veranstaltungstermine?vnr=T1&kreis=kiel' });
    expect(deepLink.bff.calls()).toEqual(['GET /bff/sitzung', 'GET /api/user/api/v1/public/get_vtyp']);
    expect((await signedIn({ returnTo: '/iqsh/schulleitung/buchungen?seite=2' })).outcome).toEqual({
      kind: 'redirect',
      href: '/iqsh/schulleitung/buchungen?seite=2',
    });
    expect((await signedIn({ returnTo: 'https://elsewhere.example/iqsh/x' })).outcome).toEqual({
      kind: 'redirect',
      href: '/iqsh/schulleitung',
    });
  });

  it('applies the user record rules: a user without a FOBU role is signed out at the BFF too', async () => {
    const { outcome, bff, session } = await signedIn(
      {},
      createFakeBff(userRecord({ roles: [{ application: 'OTHER', status: 1, role: 'lehrkraft' }] })),
    );
    expect(outcome).toEqual({ kind: 'error', notice: 'no-role' });
    await vi.waitFor(() => expect(bff.calls()).toContain('POST /bff/abmelden'));
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'no-role' });
  });

  it('explains a failed or declined sign-in, and one the BFF does not know', async () => {
    const bff = createFakeBff();
    const { environment } = createBffTestEnvironment({ fetch: bff.fetch });
    const session = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment });
    expect(await session.completeLogin('iqsh', '?fehler=login-failed')).toEqual({ kind: 'error', notice: 'login-failed' });
    expect(await session.completeLogin('iqsh', '?fehler=access_denied')).toEqual({ kind: 'error', notice: 'login-cancelled' });
    expect(bff.requests).toEqual([]);
    expect(await session.completeLogin('iqsh', '?angemeldet=1')).toEqual({ kind: 'error', notice: 'login-failed' });
    // A callback opened again without a session (Back after signing out).
    expect(await session.completeLogin('iqsh', '')).toEqual({ kind: 'error', notice: 'login-expired' });
  });

  it('finishes a popup sign-in in the opener: the popup opens /bff/anmelden and hands back its callback', async () => {
    const bff = createFakeBff();
    const { popup, open, landing, answer } = popupSignIn(bff);
    expect(open.mock.calls[0][2]).toContain('width=825,height=500');
    await vi.waitFor(() => expect(popup.location.href).toBe('https://portal.test/bff/anmelden?mandant=iqsh&client=web'));
    bff.signIn();
    answer('?angemeldet=1');
    await expect(landing).resolves.toBe('/iqsh/schulleitung');
    expect(popup.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows a failed popup sign-in in the opener: the popup hands ?fehler= over, the opener explains it on its callback page', async () => {
    const opener = { postMessage: vi.fn() };
    const inPopup = createBffTestEnvironment({ fetch: createFakeBff().fetch, loginOpener: () => opener as unknown as Window });
    const popupSession = createBffAuthSession(popupConfig, { environment: inPopup.environment });
    expect(await popupSession.completeLogin('iqsh', '?fehler=login-failed')).toEqual({ kind: 'popup' });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'fobu-login-callback', search: '?fehler=login-failed' }, 'https://portal.test');

    const { session, popup, open, landing, answer } = popupSignIn();
    await vi.waitFor(() => expect(popup.location.href).toContain('/bff/anmelden'));
    answer('?fehler=login-failed');
    await expect(landing).resolves.toBe('/iqsh/callback?fehler=login-failed');
    expect(popup.close).toHaveBeenCalled();
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'login-failed' });
    // There, the callback page is explained without asking the BFF.
    expect(await session.completeLogin('iqsh', '?fehler=login-failed')).toEqual({ kind: 'error', notice: 'login-failed' });
    open.mockRestore();
  });

  it('asks the BFF about a stored sign-in once per page load, and not at all without the hint', async () => {
    const visitor = createBffTestEnvironment({ fetch: createFakeBff().fetch });
    const anonymous = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment: visitor.environment });
    anonymous.restoreSilently();
    expect([anonymous.hasStoredSignIn(), await anonymous.ensureUser()]).toEqual([false, undefined]);

    const { session, bff } = tabWithSession(createFakeBff(userRecord(), { withTenant: false }));
    expect(session.hasStoredSignIn()).toBe(true);
    session.restoreSilently();
    const [first, second] = await Promise.all([session.ensureUser(), session.ensureUser()]);
    await session.ensureUser();
    expect(first).toBe(second);
    // Without the tenant in the BFF's answer, the page's.
    expect(first).toMatchObject({ uid: '4711', mandant: 'iqsh' });
    expect(bff.calls()).toEqual(['GET /bff/sitzung']);
  });

  it('drops the hint when the BFF has no session, and asks no more', async () => {
    const bff = createFakeBff();
    const { environment } = createBffTestEnvironment({ fetch: bff.fetch });
    environment.hints.setItem('fobu-bff-angemeldet', '1');
    const session = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment });
    expect(await session.ensureUser()).toBeUndefined();
    expect(await session.ensureUser()).toBeUndefined();
    expect([session.hasStoredSignIn(), bff.calls()]).toEqual([false, ['GET /bff/sitzung']]);
  });

  it('signs out at the BFF and in every tab', async () => {
    const bus = createTabBus();
    const hints = new MemoryStorage();
    const first = tabWithSession(createFakeBff(), { channel: bus.tab(), hints });
    const second = tabWithSession(first.bff, { channel: bus.tab(), hints });
    await first.session.ensureUser();
    await second.session.ensureUser();

    await first.session.logout();

    expect(first.bff.calls().at(-1)).toBe('POST /bff/abmelden');
    expect(first.session.getState()).toEqual({ status: 'anonymous', notice: 'signed-out' });
    expect(second.session.getState()).toEqual({ status: 'anonymous', notice: 'signed-out-elsewhere' });
    expect(hints.length).toBe(0);
  });

  it('changes the role at the BFF and takes the user it answers', async () => {
    const { session, bff } = tabWithSession();
    await session.ensureUser();
    const user = await session.changeRole('lehrkraft');
    expect(user).toMatchObject({ activeRole: 'lehrkraft', roles: ['lehrkraft', 'schulleitung'] });
    expect(session.currentUser()).toBe(user);
    const change = bff.requests.find((request) => new URL(request.url).pathname === '/bff/rolle');
    expect(await change?.json()).toEqual({ role: 'lehrkraft' });
  });

  it('reports activity, and signs every tab out as ended when the BFF has ended the session', async () => {
    const bus = createTabBus();
    const first = tabWithSession(createFakeBff(), { channel: bus.tab() });
    const second = tabWithSession(first.bff, { channel: bus.tab() });
    await first.session.ensureUser();
    await second.session.ensureUser();
    await first.session.reportActivity();
    expect(first.bff.calls().at(-1)).toBe('POST /bff/aktivitaet');
    expect(first.session.currentUser()).toBeDefined();

    first.bff.endIdle();
    await first.session.reportActivity();

    expect(first.session.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' });
    expect(second.session.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' });
    expect(first.session.hasStoredSignIn()).toBe(false);
  });

  it('is signed out as ended when a service call is answered sitzung-abgelaufen (the clients tell it)', async () => {
    const { session } = tabWithSession();
    await session.ensureUser();
    if (session.serviceAccess.mode !== 'bff') expect.unreachable('a BFF-mode session');
    session.serviceAccess.sessionExpired();
    session.serviceAccess.sessionExpired();
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' }));
    expect(session.channel).toMatchObject({ sent: [{ type: 'signed-out', notice: 'session-ended' }] });
  });

  it('keeps the open screen’s input when the BFF has ended the session (as the browser’s own time-out does)', async () => {
    const { session, bff } = tabWithSession();
    await session.ensureUser();
    document.body.innerHTML = '<main><textarea name="begruendung">Bitte um Freistellung</textarea></main>';
    const storage = new MemoryStorage();
    const stop = keepInputWhenSessionEnds(session, { root: () => document.body, path: () => '/iqsh/lehrkraft/antrag' }, storage);
    bff.endIdle();
    await session.reportActivity();
    expect(session.getState()).toEqual({ status: 'anonymous', notice: 'session-ended' });
    expect(formDraftPath(storage)).toBe('/iqsh/lehrkraft/antrag');
    expect(storage.getItem('fobu-form-draft')).toContain('Bitte um Freistellung');
    stop();
  });

  it('does not sign out for a lost connection', async () => {
    const bff = createFakeBff();
    bff.signIn();
    let online = true;
    const { environment, console } = createBffTestEnvironment({
      fetch: async (input, init) => {
        if (!online) throw new TypeError('Failed to fetch');
        return bff.fetch(input, init);
      },
    });
    environment.hints.setItem('fobu-bff-angemeldet', '1');
    const session = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment });
    await session.ensureUser();
    online = false;
    await session.reportActivity();
    expect(session.currentUser()).toBeDefined();
    const offlineTab = createBffAuthSession(TEST_BFF_RUNTIME_CONFIG, { environment });
    expect(await offlineTab.ensureUser()).toBeUndefined();
    expect([offlineTab.hasStoredSignIn(), console.error.mock.calls.length]).toEqual([true, 1]);
  });
});
