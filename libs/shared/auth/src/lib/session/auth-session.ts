import type { RuntimeConfig } from '@fobu/config';
import type { Role, Tenant } from '@fobu/domain';
import { clientProfile, type ClientKind, type ClientProfile } from '../login/client-profile';
import { hasTokenCookie } from '../storage/token-cookie';
import type { LoggedInUser } from '../user/logged-in-user';
import type { AuthNotice } from './auth-notice-kinds';
import { createAuthStore, type AuthState } from './auth-store';
import type { AuthRuntime } from './auth-runtime';
import { openLoginPopup } from './login-popup';
import type { CallbackOutcome, LoginOptions } from './login-options';
import type { RuntimeEnvironment } from './runtime-environment';
import { createTabChannel, type TabChannel } from './tab-channel';

/** The user's tokens as the service clients need them: the current access token, and a renewal. */
export interface UserTokenSource {
  accessToken(): Promise<string | undefined>;
  /** Renews the tokens once for all callers and tabs; rejects when the session has ended. */
  renewAccessToken(staleAccessToken: string): Promise<string>;
}

/** The session the router, the shell and the service clients share (framework-free). */
export interface AuthSession extends UserTokenSource {
  readonly profile: ClientProfile;
  readonly channel: TabChannel;
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  currentUser(): LoggedInUser | undefined;
  /**
   * Someone is signed in, or a sign-in is stored (the cookie) that `ensureUser` will restore:
   * worth starting what a signed-in screen needs while the guard still checks the user.
   */
  hasStoredSignIn(): boolean;
  /** Guard of protected routes: the loaded user, or the user loaded from the cookie, or undefined. */
  ensureUser(): Promise<LoggedInUser | undefined>;
  /** Guard of public routes: a stored cookie triggers a silent user load. */
  restoreSilently(): void;
  /** Starts sign-in; in popup mode resolves with the path to land on. */
  login(options: LoginOptions): Promise<string | undefined>;
  completeLogin(mandant: Tenant, search: string): Promise<CallbackOutcome>;
  logout(notice?: AuthNotice): Promise<void>;
  changeRole(role: Role): Promise<LoggedInUser | undefined>;
  /** Tells the server that the signed-in person works without making requests (keeps the sign-in from its idle end). */
  reportActivity(): Promise<void>;
}

export interface AuthSessionOptions {
  /** The installed app ('mobile') signs in with its own client, scope and cookie; the caller knows which it is. */
  readonly clientKind?: ClientKind;
  /** The browser's by default; fakes in tests. */
  readonly environment?: RuntimeEnvironment;
}

/**
 * Creates the session. What every page needs (state, cookie check, cross-tab sign-out) is
 * here; the rest (crypto, HTTP, popup, callback, refresh) loads with the first use.
 */
export function createAuthSession(config: RuntimeConfig, { clientKind = 'web', environment }: AuthSessionOptions = {}): AuthSession {
  const profile = clientProfile(config, clientKind);
  const channel = environment?.channel ?? createTabChannel();
  const store = createAuthStore();
  let runtime: Promise<AuthRuntime> | undefined;
  const load = () =>
    (runtime ??= import('./auth-runtime').then((module) =>
      module.createAuthRuntime(config, profile, store, environment ?? module.browserEnvironment(channel)),
    ));
  const hasCookie = () => hasTokenCookie(profile, environment?.cookies);

  // Logout in one tab ends the session in every tab.
  channel.listen((message) => {
    if (message.type === 'signed-out' && store.get().status !== 'anonymous') store.set({ status: 'anonymous', notice: message.notice });
  });

  const currentUser = () => {
    const state = store.get();
    return state.status === 'signed-in' ? state.user : undefined;
  };

  return {
    profile,
    channel,
    getState: store.get,
    subscribe: store.subscribe,
    currentUser,
    hasStoredSignIn: () => currentUser() !== undefined || hasCookie(),
    async ensureUser() {
      if (currentUser()) return currentUser();
      if (!hasCookie()) return undefined;
      return (await load()).loadUser();
    },
    restoreSilently() {
      if (!currentUser() && hasCookie()) void load().then((auth) => auth.loadUser());
    },
    async login(options) {
      const popup = config.idp.loginMode === 'popup' ? openLoginPopup() : null;
      return (await load()).login(options, popup);
    },
    completeLogin: async (mandant, search) => (await load()).completeLogin(mandant, search),
    logout: async (notice) => (await load()).logout(notice),
    changeRole: async (role) => (await load()).changeRole(role),
    reportActivity: async () => (currentUser() ? (await load()).reportActivity() : undefined),
    accessToken: async () => (hasCookie() ? (await load()).accessToken() : undefined),
    renewAccessToken: async (stale) => (await load()).renewAccessToken(stale),
  };
}
