import type { RuntimeConfig, SpecRuntimeConfig } from '@fobu/config';
import type { Role, Tenant } from '@fobu/domain';
import { createBffAuthSession } from '../bff/bff-auth-session';
import { clientProfile, type ClientKind } from '../login/client-profile';
import { hasTokenCookie } from '../storage/token-cookie';
import type { LoggedInUser } from '../user/logged-in-user';
import type { AuthNotice } from './auth-notice-kinds';
import { createAuthStore, type AuthState } from './auth-store';
import type { AuthRuntime } from './auth-runtime';
import type { CallbackOutcome, LoginOptions } from './login-options';
import type { RuntimeEnvironment } from './runtime-environment';
import type { ServiceAccess } from './service-access';
import { createSession } from './session-facade';
import { createTabChannel, type TabChannel } from './tab-channel';

/** The session the router, the shell and the service clients share (framework-free), in either mode. */
export interface AuthSession {
  readonly channel: TabChannel;
  /** How the service clients reach the services in this session's mode. */
  readonly serviceAccess: ServiceAccess;
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  currentUser(): LoggedInUser | undefined;
  /**
   * Someone is signed in, or a sign-in is stored (the cookie; in BFF mode its hint) that `ensureUser` will restore:
   * worth starting what a signed-in screen needs while the guard still checks the user.
   */
  hasStoredSignIn(): boolean;
  /** Guard of protected routes: the loaded user, or the user loaded from the cookie, or undefined. */
  ensureUser(): Promise<LoggedInUser | undefined>;
  /** Guard of public routes: a stored cookie triggers a silent user load. */
  restoreSilently(): void;
  /** Starts sign-in; in popup mode resolves with the path to land on. */
  login(options: LoginOptions): Promise<string | undefined>;
  /**
   * The callback page: in the sign-in popup hands its query to the opener (a failure too); else
   * explains a failure it moved on to (`?fehler=<notice>`) or finishes the sign-in.
   */
  completeLogin(mandant: Tenant, search: string): Promise<CallbackOutcome>;
  logout(notice?: AuthNotice): Promise<void>;
  changeRole(role: Role): Promise<LoggedInUser | undefined>;
  /** Tells the server that the signed-in person works without making requests (keeps the sign-in from its idle end). */
  reportActivity(): Promise<void>;
}

export interface AuthSessionOptions {
  /** The installed app ('mobile') signs in with its own client, scope and cookie; the caller knows which it is. */
  readonly clientKind?: ClientKind;
  /** The spec mode's: the browser's by default; fakes in tests. */
  readonly environment?: RuntimeEnvironment;
}

/** Creates the session of the config's mode: the spec's, or the one of a back end for the front end (docs/bff.md). */
export function createAuthSession(config: RuntimeConfig, options: AuthSessionOptions = {}): AuthSession {
  return config.mode === 'bff' ? createBffAuthSession(config, { clientKind: options.clientKind }) : createSpecAuthSession(config, options);
}

/**
 * The spec mode's session. What every page needs (state, cookie check, cross-tab sign-out) is
 * here; the rest (crypto, HTTP, popup, callback, refresh) loads with the first use.
 */
function createSpecAuthSession(config: SpecRuntimeConfig, { clientKind = 'web', environment }: AuthSessionOptions): AuthSession {
  const profile = clientProfile(config, clientKind);
  const channel = environment?.channel ?? createTabChannel();
  const store = createAuthStore();
  let runtime: Promise<AuthRuntime> | undefined;
  const load = () =>
    (runtime ??= import('./auth-runtime').then((module) =>
      module.createAuthRuntime(config, profile, store, environment ?? module.browserEnvironment(channel)),
    ));
  const hasCookie = () => hasTokenCookie(profile, environment?.cookies);
  return createSession({
    loginMode: config.idp.loginMode,
    channel,
    store,
    storedSignIn: hasCookie,
    load,
    serviceAccess: {
      mode: 'spec',
      config,
      userTokens: {
        accessToken: async () => (hasCookie() ? (await load()).accessToken() : undefined),
        renewAccessToken: async (stale) => (await load()).renewAccessToken(stale),
      },
    },
  });
}
