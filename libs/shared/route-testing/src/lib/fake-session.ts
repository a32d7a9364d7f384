import type { AuthSession, AuthState, LoggedInUser, RuntimeConfig, ServiceAccess } from '@fobu/auth';

/**
 * A session in which `user` is signed in (or nobody is) and stays so: no cookie, no identity
 * provider, no BFF. Signing in, out or changing the role is outside what a screen test looks at.
 */
export function createFakeSession(user: LoggedInUser | undefined, config: RuntimeConfig): AuthSession {
  const state: AuthState = user ? { status: 'signed-in', user } : { status: 'anonymous' };
  const outsideTheTest = async () => {
    throw new Error('Im Bildschirmtest gibt es keine Anmeldung, Abmeldung oder Rollenwechsel.');
  };
  const serviceAccess: ServiceAccess =
    config.mode === 'bff'
      ? { mode: 'bff', config, sessionExpired: () => undefined }
      : {
          mode: 'spec',
          config,
          userTokens: { accessToken: async () => (user ? 'user-token' : undefined), renewAccessToken: async () => 'user-token' },
        };
  return {
    channel: { post: () => undefined, listen: () => () => undefined },
    serviceAccess,
    getState: () => state,
    subscribe: () => () => undefined,
    currentUser: () => user,
    hasStoredSignIn: () => user !== undefined,
    ensureUser: async () => user,
    restoreSilently: () => undefined,
    login: outsideTheTest,
    completeLogin: outsideTheTest,
    logout: outsideTheTest,
    changeRole: outsideTheTest,
    // A screen test clicks and types, which the time-out reports; there is no server to tell.
    reportActivity: async () => undefined,
  };
}
