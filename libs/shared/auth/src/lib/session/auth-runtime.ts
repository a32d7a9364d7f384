import type { SpecRuntimeConfig } from '@fobu/config';
import type { Role, Tenant } from '@fobu/domain';
import { createJsonClient, isServiceError } from '@fobu/http';
import { changeActiveRole } from '../endpoints/change-active-role';
import { fetchUser } from '../endpoints/fetch-user';
import { logoutUser } from '../endpoints/logout-user';
import { reportActivity } from '../endpoints/report-activity';
import { exchangeCode, refreshTokens } from '../endpoints/token-grants';
import { safeReturnPath } from '../landing/landing';
import { landingPath } from '../landing/landing-path';
import { roleEntryPath } from '../landing/role-entry';
import { buildAuthorizeUrl, callbackUri } from '../login/authorize-url';
import type { ClientProfile } from '../login/client-profile';
import { createOAuthState } from '../login/oauth-state';
import { createPkcePair } from '../login/pkce';
import { createTokenRefresher, SessionEndedError } from '../refresh/token-refresher';
import { saveLoginIntent, takeLoginIntent } from '../storage/login-intent';
import { createTokenCookie, type StoredTokens } from '../storage/token-cookie';
import { toLoggedInUser, type LoggedInUser } from '../user/logged-in-user';
import type { AuthNotice } from './auth-notice-kinds';
import type { AuthStore } from './auth-store';
import type { CallbackOutcome, LoginOptions } from './login-options';
import type { RuntimeEnvironment } from './runtime-environment';
import { completeCallback, goToSignIn } from './sign-in-navigation';
import { signOutEverywhere } from './sign-out';

// The browser's environment loads with the runtime: a visitor's first page needs neither crypto nor locks.
export { browserEnvironment } from './runtime-environment';
import { singleFlight } from '../refresh/single-flight';

/**
 * The sign-in machinery: loaded on demand (a visitor without a token cookie never downloads it).
 * Every failure branch follows the error catalogue of spec section 8.
 */
export function createAuthRuntime(config: SpecRuntimeConfig, profile: ClientProfile, store: AuthStore, env: RuntimeEnvironment) {
  const idp = createJsonClient(config.idp.url, env.fetch);
  const userService = createJsonClient(config.services.user.url, env.fetch);
  const cookie = createTokenCookie(profile, env.cipher, env.cookies);

  /** Section 8: a failed exchange or refresh clears console, storage and cookie; the user stays logged out. */
  function clearAfterFailure(notice: AuthNotice): void {
    env.console.clear();
    env.storage.clear();
    void cookie.remove();
    signOutEverywhere(store, env.channel, notice);
  }

  const refresher = createTokenRefresher({
    cookie,
    lock: env.lock,
    refresh: (refreshToken) => refreshTokens(idp, profile, refreshToken),
    onFailure: () => clearAfterFailure('session-ended'),
  });

  async function userFrom(tokens: StoredTokens): Promise<LoggedInUser | undefined> {
    return toLoggedInUser(await fetchUser(userService, profile, tokens.accessToken, tokens.mandant), tokens.mandant);
  }

  /** Section 8: a failed user load clears the user, renews the tokens and tries once more. */
  const loadUser = singleFlight(async (): Promise<LoggedInUser | undefined> => {
    const tokens = await cookie.read();
    if (!tokens) {
      void cookie.remove();
      // A sign-in that has just ended keeps its notice: the browser removes its cookie
      // asynchronously, so a guard may find the cookie still there and ask again meanwhile.
      if (store.get().status !== 'anonymous') store.set({ status: 'anonymous' });
      return undefined;
    }
    let user: LoggedInUser | undefined;
    try {
      user = await userFrom(tokens);
    } catch {
      store.set({ status: 'loading' });
      try {
        user = await userFrom(await refresher.refresh(tokens.accessToken));
      } catch (error) {
        if (!(error instanceof SessionEndedError)) clearAfterFailure('session-ended');
        return undefined;
      }
    }
    if (!user) {
      clearAfterFailure('no-role');
      return undefined;
    }
    store.set({ status: 'signed-in', user });
    return user;
  });

  /** Section 8: logout and role change failures renew the tokens and try once more. */
  async function withUserToken<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const tokens = await cookie.read();
    if (!tokens) throw new SessionEndedError();
    try {
      return await call(tokens.accessToken);
    } catch {
      return call((await refresher.refresh(tokens.accessToken)).accessToken);
    }
  }

  async function finishLogin(mandant: Tenant, search: string): Promise<CallbackOutcome> {
    const params = new URLSearchParams(search);
    const intent = takeLoginIntent(env.storage);
    if (!intent) {
      // A callback already used (Back after signing in) or opened by hand: no error for a signed-in user.
      const user = await loadUser();
      return user ? { kind: 'redirect', href: roleEntryPath(user.mandant, user.activeRole) } : { kind: 'error', notice: 'login-expired' };
    }
    if (params.get('state') !== intent.state || intent.mandant !== mandant) {
      env.storage.clear();
      void cookie.remove();
      store.set({ status: 'anonymous', notice: 'state-mismatch' });
      return { kind: 'error', notice: 'state-mismatch' };
    }
    const code = params.get('code');
    if (!code) {
      store.set({ status: 'anonymous', notice: 'login-cancelled' });
      return { kind: 'error', notice: 'login-cancelled' };
    }
    try {
      const tokens = await exchangeCode(idp, profile, {
        code,
        redirectUri: callbackUri(env.origin, mandant),
        codeVerifier: intent.codeVerifier,
      });
      await cookie.write({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, mandant });
    } catch {
      clearAfterFailure('login-failed');
      return { kind: 'error', notice: 'login-failed' };
    }
    const user = await loadUser();
    if (!user) {
      const state = store.get();
      return { kind: 'error', notice: (state.status === 'anonymous' && state.notice) || 'login-failed' };
    }
    return { kind: 'redirect', href: await landingPath(user, intent, { userService, origin: env.origin, console: env.console }) };
  }

  return {
    loadUser,

    /** Sends the browser (or the popup) to the identity provider; in the popup, resolves with the landing path. */
    async login(options: LoginOptions, popup: Window | null): Promise<string | undefined> {
      const state = createOAuthState();
      const pkce = await createPkcePair();
      saveLoginIntent(
        {
          state,
          codeVerifier: pkce.verifier,
          mandant: options.mandant,
          returnTo: safeReturnPath(options.returnTo, env.origin, options.mandant),
          vnr: options.vnr,
          kreis: options.kreis,
        },
        env.storage,
      );
      const url = buildAuthorizeUrl(config, profile, {
        origin: env.origin,
        mandant: options.mandant,
        state,
        codeChallenge: pkce.challenge,
      });
      return goToSignIn(url, popup, env, options.mandant, (search) => finishLogin(options.mandant, search));
    },

    /** The callback: in the popup, hands the query to the opener; in the page, finishes the sign-in. */
    async completeLogin(mandant: Tenant, search: string): Promise<CallbackOutcome> {
      return completeCallback(env, search, (callback) => finishLogin(mandant, callback));
    },

    async logout(notice: AuthNotice = 'signed-out'): Promise<void> {
      const state = store.get();
      if (state.status === 'signed-in') {
        try {
          await withUserToken((accessToken) => logoutUser(userService, profile, accessToken, state.user.uid));
        } catch (error) {
          // The session ends in this browser anyway; the server's tokens then run out on their own.
          env.console.error('Die Abmeldung beim Anmeldedienst ist fehlgeschlagen.', error);
        }
      }
      void cookie.remove();
      signOutEverywhere(store, env.channel, notice);
    },

    /**
     * Tells the identity provider that the signed-in person is working. A 401 means the token is
     * stale: it is renewed once, and if that fails the sign-in has ended on the server (idle too
     * long) and ends here too. Without an answer (offline) nothing happens: the next activity
     * reports again, and a report must never sign anyone out for a lost connection.
     */
    async reportActivity(): Promise<void> {
      const tokens = await cookie.read();
      if (store.get().status !== 'signed-in' || !tokens) return;
      try {
        await reportActivity(userService, tokens.accessToken);
      } catch (error) {
        if (!isServiceError(error) || error.status !== 401) return;
        try {
          await reportActivity(userService, (await refresher.refresh(tokens.accessToken)).accessToken);
        } catch {
          // The refresher has signed out already.
        }
      }
    },

    async changeRole(role: Role): Promise<LoggedInUser | undefined> {
      await withUserToken((accessToken) => changeActiveRole(userService, profile, accessToken, role));
      return loadUser();
    },

    async accessToken(): Promise<string | undefined> {
      return (await cookie.read())?.accessToken;
    },

    /** Renews the user's tokens (single flight, across tabs); the new access token. */
    async renewAccessToken(staleAccessToken: string): Promise<string> {
      return (await refresher.refresh(staleAccessToken)).accessToken;
    },
  };
}

export type AuthRuntime = ReturnType<typeof createAuthRuntime>;
