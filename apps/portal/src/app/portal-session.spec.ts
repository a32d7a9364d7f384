import type { AuthSession, LoggedInUser } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import { TEST_BFF_RUNTIME_CONFIG, TEST_RUNTIME_CONFIG } from '@fobu/config/testing';
import type { RoleGroupLoaders } from '@fobu/shell';
import { startPortalSession } from './portal-session';

const someone = { uid: 'u-1', activeRole: 'veranstaltungsleiter' } as Partial<LoggedInUser> as LoggedInUser;

/**
 * A session that knows whether a sign-in is stored and counts the user's loads; once
 * `finishUserLoad` is called, the load ends with someone signed in, or with nobody where the
 * stored sign-in no longer holds.
 */
function sessionWith({
  storedSignIn,
  holds = true,
  config = TEST_RUNTIME_CONFIG,
}: {
  storedSignIn: boolean;
  holds?: boolean;
  config?: RuntimeConfig;
}) {
  let finish = () => undefined as void;
  const ensureUser = vi.fn(() => new Promise<LoggedInUser | undefined>((resolve) => (finish = () => resolve(holds ? someone : undefined))));
  const serviceAccess: AuthSession['serviceAccess'] =
    config.mode === 'bff'
      ? { mode: 'bff', config, sessionExpired: () => undefined }
      : { mode: 'spec', config, userTokens: { accessToken: async () => undefined, renewAccessToken: async () => '' } };
  const auth = { hasStoredSignIn: () => storedSignIn, ensureUser, serviceAccess } as Partial<AuthSession> as AuthSession;
  return { auth, ensureUser, finishUserLoad: () => finish() };
}

/** The URLs the page asks for, none of which answers: what was started, not what came of it. */
function watchRequests() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Promise<Response>(() => undefined);
    }),
  );
  return requested;
}

/** Role group loaders that note which group was asked for. */
function groupLoaders(): RoleGroupLoaders {
  const never = () => new Promise<never>(() => undefined);
  return {
    booking: vi.fn(never),
    organiser: vi.fn(never),
    administrator: vi.fn(never),
    controlling: vi.fn(never),
    dienstposten: vi.fn(never),
  };
}
const loadedGroups = (loaders: RoleGroupLoaders) =>
  Object.entries(loaders).flatMap(([group, load]) => (vi.mocked(load).mock.calls.length ? [group] : []));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('startPortalSession', () => {
  it('with a stored sign-in, restores the user and asks for the first service token at once', async () => {
    const requested = watchRequests();
    const { auth, ensureUser } = sessionWith({ storedSignIn: true });

    startPortalSession(TEST_RUNTIME_CONFIG, { auth, path: '/iqsh/veranstaltungstermine' });

    expect(ensureUser).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(requested).toEqual([`${TEST_RUNTIME_CONFIG.services.forms.url}/oauth/token`]));
  });

  it('in BFF mode, restores the user and asks for no token: the BFF holds them', async () => {
    const requested = watchRequests();
    const { auth, ensureUser, finishUserLoad } = sessionWith({ storedSignIn: true, config: TEST_BFF_RUNTIME_CONFIG });

    const session = startPortalSession(TEST_BFF_RUNTIME_CONFIG, { auth, path: '/iqsh/veranstaltungstermine' });
    finishUserLoad();
    await session.loadServiceClients();

    expect(ensureUser).toHaveBeenCalledTimes(1);
    expect(requested).toEqual([]);
  });

  it('without one, asks for nothing: a visitor who is not signed in needs no tokens yet', async () => {
    const requested = watchRequests();
    const { auth, ensureUser } = sessionWith({ storedSignIn: false });
    const roleGroups = groupLoaders();

    const session = startPortalSession(TEST_RUNTIME_CONFIG, { auth, path: '/iqsh/veranstaltungsleiter/vldashboard', roleGroups });
    await vi.dynamicImportSettled();

    expect(ensureUser).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
    expect(loadedGroups(roleGroups)).toEqual([]);
    expect(session.auth).toBe(auth);
  });

  it.each([
    ['/iqsh/veranstaltungsleiter/vldashboard', ['organiser']],
    ['/shibb/lehrkraft/dashboard', ['booking']],
    ['/iqsh/controlling', ['controlling']],
    ['/iqsh/veranstaltungstermine', []],
    ['/iqsh/gibtsnicht/dashboard', []],
    ['/anderer/lehrkraft/dashboard', []],
  ])('with a stored sign-in at %s, loads the code of that role group once the user is there: %j', async (path, groups) => {
    const requested = watchRequests();
    const roleGroups = groupLoaders();
    const { auth, finishUserLoad } = sessionWith({ storedSignIn: true });

    startPortalSession(TEST_RUNTIME_CONFIG, { auth, path, roleGroups });
    // The tokens are asked for on every path alike, and before the user is there.
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(loadedGroups(roleGroups)).toEqual([]);
    finishUserLoad();

    await vi.waitFor(() => expect(loadedGroups(roleGroups)).toEqual(groups));
  });

  it('loads no branch code when the stored sign-in no longer holds', async () => {
    const requested = watchRequests();
    const roleGroups = groupLoaders();
    const { auth, finishUserLoad } = sessionWith({ storedSignIn: true, holds: false });

    startPortalSession(TEST_RUNTIME_CONFIG, { auth, path: '/iqsh/veranstaltungsleiter/vldashboard', roleGroups });
    finishUserLoad();
    await vi.waitFor(() => expect(requested).toHaveLength(1));

    expect(loadedGroups(roleGroups)).toEqual([]);
  });

  it("once the user is there, starts the opened screen's data from its module, with the session's cache", async () => {
    watchRequests();
    const prefetch = vi.fn(async () => undefined);
    const roleGroups = { ...groupLoaders(), organiser: vi.fn(async () => ({ vldashboard: { component: () => null, prefetch } })) };
    const { auth, finishUserLoad } = sessionWith({ storedSignIn: true });

    const session = startPortalSession(TEST_RUNTIME_CONFIG, {
      auth,
      path: '/iqsh/veranstaltungsleiter/vldashboard',
      search: '?vnr=4711',
      roleGroups: roleGroups as unknown as RoleGroupLoaders,
    });
    expect(prefetch).not.toHaveBeenCalled();
    finishUserLoad();

    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({
        queryClient: await session.queryClient.load(),
        loadServiceClients: session.loadServiceClients,
        user: someone,
        tenant: 'iqsh',
        role: 'veranstaltungsleiter',
        search: { vnr: '4711' },
      }),
    );
  });

  it('starts no data for a branch that is not the active role: the guard sends the user elsewhere', async () => {
    watchRequests();
    const prefetch = vi.fn(async () => undefined);
    const roleGroups = { ...groupLoaders(), organiser: vi.fn(async () => ({ qkdashboard: { component: () => null, prefetch } })) };
    const { auth, finishUserLoad } = sessionWith({ storedSignIn: true });

    startPortalSession(TEST_RUNTIME_CONFIG, {
      auth,
      path: '/iqsh/qualitaetskontrolle/qkdashboard',
      roleGroups: roleGroups as unknown as RoleGroupLoaders,
    });
    finishUserLoad();

    await vi.waitFor(() => expect(roleGroups.organiser).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
