import { createMemoryHistory } from '@tanstack/react-router';
import { createLazyQueryClient } from '@fobu/api-clients';
import type { AuthSession, CallbackOutcome, LoggedInUser } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { roleGroupOf, type Role, type RoleGroup, type Tenant } from '@fobu/domain';
import { createUpdateController, rememberTenantChoice } from '@fobu/pwa';
import { createPortalRouter } from './router';
import type { RoleScreens, ScreenModule } from './screen-module';

function user(mandant: Tenant, activeRole: Role): LoggedInUser {
  return {
    uid: '1',
    email: '',
    salutation: '',
    vorname: 'A',
    name: 'B',
    dstnr: '',
    dstnrMitarbeiter: '',
    roles: [activeRole],
    activeRole,
    mandant,
  };
}

/** The portal's router at `path`, with the session's and the role screens' parts a test needs. */
function routerAt(path: string, auth: Partial<AuthSession>, roleScreens: RoleScreens) {
  const updates = createUpdateController({ reload: () => undefined, isSignInInProgress: () => false });
  const router = createPortalRouter(
    {
      config: {} as RuntimeConfig,
      queryClient: createLazyQueryClient({}),
      auth: auth as AuthSession,
      loadServiceClients: async () => Promise.reject(new Error('no calls in these tests')),
      roleScreens,
      updates,
    },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  return { router, updates };
}

/** The settings view of tests that do not open it. */
const NO_SETTINGS: ScreenModule = { component: () => null };

async function open(path: string, signedIn?: LoggedInUser, callback?: CallbackOutcome, screens?: RoleScreens) {
  const preloaded: RoleGroup[] = [];
  const auth = {
    ensureUser: vi.fn(async () => signedIn),
    hasStoredSignIn: vi.fn(() => signedIn !== undefined),
    restoreSilently: vi.fn(),
    completeLogin: vi.fn(async () => callback ?? { kind: 'popup' as const }),
  };
  const { router, updates } = routerAt(
    path,
    auth,
    screens ?? {
      load: async (role) => {
        // The real loader fetches a group once, however often its screens ask.
        if (!preloaded.includes(roleGroupOf(role))) preloaded.push(roleGroupOf(role));
        return { component: () => null };
      },
      loaded: () => undefined,
      settings: NO_SETTINGS,
    },
  );
  const checkForUpdate = vi.spyOn(updates, 'checkForUpdate');
  await router.load();
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || (match as { globalNotFound?: boolean }).globalNotFound,
  );
  return { path: router.state.location.pathname, href: router.state.location.href, notFound, preloaded, auth, router, checkForUpdate };
}

describe('route tree (spec section 2)', () => {
  it('sends / to /iqsh and an unknown tenant to / (and so to /iqsh)', async () => {
    expect(await open('/')).toMatchObject({ path: '/iqsh', notFound: false });
    expect(await open('/hamburg/veranstaltungstermine')).toMatchObject({ path: '/iqsh', notFound: false });
  });

  it('sends a bare role path to the role dashboard', async () => {
    expect((await open('/shibb/verwaltung', user('shibb', 'verwaltung'))).path).toBe('/shibb/verwaltung/vwdashboard');
    expect((await open('/iqsh/schulleitung', user('iqsh', 'schulleitung'))).path).toBe('/iqsh/schulleitung/dashboard');
  });

  it('finds a screen only under the roles that have it', async () => {
    expect(await open('/iqsh/administrator/archivsuche', user('iqsh', 'administrator'))).toMatchObject({ notFound: false });
    expect(await open('/iqsh/verwaltung/archivsuche', user('iqsh', 'verwaltung'))).toMatchObject({ notFound: true });
    expect(await open('/iqsh/controlling/unsubscribe/42')).toMatchObject({ notFound: false });
    expect(await open('/iqsh/lehrkraft/unsubscribe/42')).toMatchObject({ notFound: true });
  });

  it('does not know unknown roles and paths', async () => {
    expect(await open('/iqsh/hausmeister/dashboard')).toMatchObject({ notFound: true });
    expect(await open('/iqsh/gibtsnicht')).toMatchObject({ notFound: true });
  });

  it('the installed app starts in the tenant chosen at its first launch, the browser in iqsh', async () => {
    rememberTenantChoice('shibb');
    expect((await open('/')).path).toBe('/iqsh');
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    expect((await open('/')).path).toBe('/shibb');
    standalone.mockRestore();
    localStorage.clear();
  });

  it('looks for a new version of the service worker on every navigation', async () => {
    const { router, checkForUpdate } = await open('/iqsh');
    const before = checkForUpdate.mock.calls.length;
    await router.navigate({ to: '/$mandant/support', params: { mandant: 'iqsh' } });
    await router.navigate({ to: '/$mandant/impressum', params: { mandant: 'iqsh' } });
    expect(checkForUpdate.mock.calls.length).toBe(before + 2);
  });

  it("loads the role group's screens before showing a role screen", async () => {
    expect((await open('/iqsh/qualitaetskontrolle/qkdashboard', user('iqsh', 'qualitaetskontrolle'))).preloaded).toEqual(['organiser']);
    expect((await open('/iqsh/veranstaltungstermine')).preloaded).toEqual([]);
  });
});

describe("a role screen's code", () => {
  const pendingUser = () => {
    let confirm = (_: LoggedInUser) => undefined as void;
    const ensureUser = new Promise<LoggedInUser>((resolve) => (confirm = resolve));
    return { ensureUser, confirm };
  };

  it('loads while a stored sign-in is being restored, not after', async () => {
    const { ensureUser, confirm } = pendingUser();
    const load = vi.fn(async () => ({ component: () => null }) satisfies ScreenModule);
    const { router } = routerAt(
      '/iqsh/veranstaltungsleiter/vldashboard',
      { ensureUser: () => ensureUser, hasStoredSignIn: () => true, restoreSilently: vi.fn() },
      { load, loaded: () => undefined, settings: NO_SETTINGS },
    );
    const loading = router.load();
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('veranstaltungsleiter', 'vldashboard'));
    confirm(user('iqsh', 'veranstaltungsleiter'));
    await loading;
    expect(router.state.location.pathname).toBe('/iqsh/veranstaltungsleiter/vldashboard');
  });

  it('is not downloaded for a visitor without a stored sign-in', async () => {
    const result = await open('/iqsh/veranstaltungsleiter/vldashboard');
    expect(result.path).toBe('/iqsh');
    expect(result.preloaded).toEqual([]);
  });
});

describe('navigation guard (spec section 4)', () => {
  it('sends a visitor without a user to the tenant start page, remembering the way back', async () => {
    const result = await open('/shibb/lehrkraft/hilfe');
    expect(result.path).toBe('/shibb');
    expect(result.href).toContain('ruecksprung=');
    expect(decodeURIComponent(result.href)).toContain('/shibb/lehrkraft/hilfe');
    expect(result.auth.ensureUser).toHaveBeenCalled();
  });

  it('sends a signed-in user from a branch of another role or tenant to the entry of the active role', async () => {
    expect((await open('/iqsh/administrator/archivsuche', user('iqsh', 'lehrkraft'))).path).toBe('/iqsh/lehrkraft/dashboard');
    expect((await open('/shibb/lehrkraft/hilfe', user('iqsh', 'lehrkraft'))).path).toBe('/iqsh/lehrkraft/dashboard');
  });

  it('opens a link to another booking role’s dashboard view (the door’s check-out code) on the active booking role’s dashboard', async () => {
    expect((await open('/iqsh/lehrkraft/dashboard?bewertung=12', user('iqsh', 'schulleitung'))).href).toBe(
      '/iqsh/schulleitung/dashboard?bewertung=12',
    );
    expect((await open('/iqsh/lehrkraft/dashboard?bewertung=12', user('iqsh', 'verwaltung'))).path).toBe('/iqsh/verwaltung/vwdashboard');
    expect((await open('/shibb/lehrkraft/dashboard?bewertung=12', user('iqsh', 'schulleitung'))).path).toBe('/iqsh/schulleitung/dashboard');
  });

  it('loads the user silently on a public page and never asks on unsubscribe', async () => {
    const publicPage = await open('/iqsh/support');
    expect(publicPage.auth.restoreSilently).toHaveBeenCalled();
    expect(publicPage.auth.ensureUser).not.toHaveBeenCalled();
    expect((await open('/iqsh/controlling/unsubscribe/42')).auth.ensureUser).not.toHaveBeenCalled();
  });
});

describe('sign-in callback route', () => {
  it('moves on to the landing path, leaving neither code nor state in the address', async () => {
    const result = await open('/iqsh/callback?code=abc&state=xyz', undefined, {
      kind: 'redirect',
      href: '/iqsh/veranstaltungstermine?vnr=1',
    });
    expect(result.auth.completeLogin).toHaveBeenCalledWith('iqsh', '?code=abc&state=xyz');
    expect(result.path).toBe('/iqsh/veranstaltungstermine');
  });

  it('moves a failure on to ?fehler=…, without code and state', async () => {
    const result = await open('/iqsh/callback?code=abc&state=xyz', undefined, { kind: 'error', notice: 'state-mismatch' });
    expect(result.href).toBe('/iqsh/callback?fehler=state-mismatch');
  });

  it('lets the session explain ?fehler=… (in the sign-in popup it hands it to the opener), moving on no further', async () => {
    const explained = await open('/iqsh/callback?fehler=login-failed', undefined, { kind: 'error', notice: 'login-failed' });
    expect(explained.auth.completeLogin).toHaveBeenCalledWith('iqsh', '?fehler=login-failed');
    expect(explained.href).toBe('/iqsh/callback?fehler=login-failed');
    const handedOver = await open('/iqsh/callback?fehler=login-failed', undefined, { kind: 'popup' });
    expect(handedOver.href).toBe('/iqsh/callback?fehler=login-failed');
  });

  it("starts a screen's data with its code, not after it (the route loader runs both)", async () => {
    const order: string[] = [];
    let codeArrives = () => undefined as void;
    const component = Object.assign(() => null, {
      preload: () => new Promise<void>((resolve) => (codeArrives = () => (order.push('code'), resolve()))),
    });
    const prefetch = vi.fn(async () => void order.push('data requested'));
    const module: ScreenModule = { component, prefetch };
    const screens: RoleScreens = { load: async () => module, loaded: () => module, settings: NO_SETTINGS };
    const opening = open('/iqsh/lehrkraft/veranstaltungstermine?q=Mathe&seite=2', user('iqsh', 'lehrkraft'), undefined, screens);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled());
    codeArrives();
    await opening;
    expect(order).toEqual(['data requested', 'code']);
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({
        tenant: 'iqsh',
        role: 'lehrkraft',
        user: expect.objectContaining({ uid: '1' }),
        search: { q: 'Mathe', seite: 2 },
      }),
    );
  });

  it("keeps a deep link's number-like params plain in the URL, as the spec writes them", async () => {
    expect((await open('/iqsh/veranstaltungstermine?vnr=4711&kreis=kiel')).href).toBe('/iqsh/veranstaltungstermine?vnr=4711&kreis=kiel');
    const { router } = await open('/iqsh/abrufveranstaltungen');
    await router.navigate({ to: '/$mandant/abrufveranstaltungen', params: { mandant: 'iqsh' }, search: { vnr: '0815', seite: 2 } });
    expect(router.state.location.href).toBe('/iqsh/abrufveranstaltungen?vnr=0815&seite=2');
  });

  it("loads a dashboard's settings view with the settings' code and data instead of the dashboard's", async () => {
    const dashboard: ScreenModule = { component: () => null, prefetch: vi.fn(async () => undefined) };
    const settings: ScreenModule = { component: Object.assign(() => null, { preload: vi.fn(async () => undefined) }), prefetch: vi.fn() };
    const screens: RoleScreens = { load: async () => dashboard, loaded: () => dashboard, settings };
    await open('/iqsh/lehrkraft/dashboard?ansicht=einstellungen', user('iqsh', 'lehrkraft'), undefined, screens);
    expect(settings.prefetch).toHaveBeenCalledWith(expect.objectContaining({ search: { ansicht: 'einstellungen' } }));
    expect(settings.component.preload).toHaveBeenCalled();
    expect(dashboard.prefetch).not.toHaveBeenCalled();
    await open('/iqsh/lehrkraft/dashboard', user('iqsh', 'lehrkraft'), undefined, screens);
    expect(dashboard.prefetch).toHaveBeenCalledTimes(1);
  });
});
