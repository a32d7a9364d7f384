import { clientProfile, type AuthSession, type AuthState, type LoggedInUser } from '@fobu/auth';
import { TEST_RUNTIME_CONFIG } from '@fobu/config/testing';

/**
 * A session in which `user` is signed in (or nobody is) and stays so: no cookie, no identity
 * provider. Signing in, out or changing the role is outside what a screen test looks at.
 */
export function createFakeSession(user: LoggedInUser | undefined): AuthSession {
  const state: AuthState = user ? { status: 'signed-in', user } : { status: 'anonymous' };
  const outsideTheTest = async () => {
    throw new Error('Im Bildschirmtest gibt es keine Anmeldung, Abmeldung oder Rollenwechsel.');
  };
  return {
    profile: clientProfile(TEST_RUNTIME_CONFIG, 'web'),
    channel: { post: () => undefined, listen: () => () => undefined },
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
    accessToken: async () => (user ? 'user-token' : undefined),
    renewAccessToken: async () => 'user-token',
  };
}
