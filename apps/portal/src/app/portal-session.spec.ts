import type { AuthSession } from '@fobu/auth';
import { TEST_RUNTIME_CONFIG } from '@fobu/config/testing';
import { startPortalSession } from './portal-session';

/** A session that knows whether a sign-in is stored, and counts the user's restores. */
function sessionWith({ storedSignIn }: { storedSignIn: boolean }) {
  const restoreSilently = vi.fn();
  const auth = {
    hasStoredSignIn: () => storedSignIn,
    restoreSilently,
    accessToken: async () => undefined,
  } as Partial<AuthSession> as AuthSession;
  return { auth, restoreSilently };
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

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('startPortalSession', () => {
  it('with a stored sign-in, restores the user and asks for the first service token at once', async () => {
    const requested = watchRequests();
    const { auth, restoreSilently } = sessionWith({ storedSignIn: true });

    startPortalSession(TEST_RUNTIME_CONFIG, auth);

    expect(restoreSilently).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(requested).toEqual([`${TEST_RUNTIME_CONFIG.services.forms.url}/oauth/token`]));
  });

  it('without one, asks for nothing: a visitor who is not signed in needs no tokens yet', async () => {
    const requested = watchRequests();
    const { auth, restoreSilently } = sessionWith({ storedSignIn: false });

    const session = startPortalSession(TEST_RUNTIME_CONFIG, auth);
    await vi.dynamicImportSettled();

    expect(restoreSilently).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
    expect(session.auth).toBe(auth);
  });
});
