import type { Role, Tenant } from '@fobu/domain';
import type { LoggedInUser } from '../user/logged-in-user';
import type { AuthNotice } from './auth-notice-kinds';
import type { AuthSession } from './auth-session';
import type { AuthStore } from './auth-store';
import { openLoginPopup } from './login-popup';
import type { CallbackOutcome, LoginOptions } from './login-options';
import type { ServiceAccess } from './service-access';
import { followSignOutsElsewhere } from './follow-sign-outs';
import type { TabChannel } from './tab-channel';

/** The sign-in machinery of a mode, loaded with its first use. */
export interface SessionRuntime {
  loadUser(): Promise<LoggedInUser | undefined>;
  login(options: LoginOptions, popup: Window | null): Promise<string | undefined>;
  completeLogin(mandant: Tenant, search: string): Promise<CallbackOutcome>;
  logout(notice?: AuthNotice): Promise<void>;
  changeRole(role: Role): Promise<LoggedInUser | undefined>;
  reportActivity(): Promise<void>;
}

export interface SessionParts {
  readonly loginMode: 'redirect' | 'popup';
  readonly channel: TabChannel;
  readonly store: AuthStore;
  /** Whether a sign-in may be stored that the runtime can restore: cheap, synchronous, no request. */
  readonly storedSignIn: () => boolean;
  readonly load: () => Promise<SessionRuntime>;
  readonly serviceAccess: ServiceAccess;
}

/**
 * What the sessions of both modes share: state, the cross-tab sign-out, and the rule that the
 * runtime loads only where someone is or may be signed in, or signs in.
 */
export function createSession({ loginMode, channel, store, storedSignIn, load, serviceAccess }: SessionParts): AuthSession {
  followSignOutsElsewhere(store, channel);
  const currentUser = () => {
    const state = store.get();
    return state.status === 'signed-in' ? state.user : undefined;
  };
  return {
    channel,
    serviceAccess,
    getState: store.get,
    subscribe: store.subscribe,
    currentUser,
    hasStoredSignIn: () => currentUser() !== undefined || storedSignIn(),
    async ensureUser() {
      if (currentUser()) return currentUser();
      if (!storedSignIn()) return undefined;
      return (await load()).loadUser();
    },
    restoreSilently() {
      if (!currentUser() && storedSignIn()) void load().then((runtime) => runtime.loadUser());
    },
    async login(options) {
      // Opened in the click itself: browsers block a popup opened later.
      const popup = loginMode === 'popup' ? openLoginPopup() : null;
      return (await load()).login(options, popup);
    },
    completeLogin: async (mandant, search) => (await load()).completeLogin(mandant, search),
    logout: async (notice) => (await load()).logout(notice),
    changeRole: async (role) => (await load()).changeRole(role),
    reportActivity: async () => (currentUser() ? (await load()).reportActivity() : undefined),
  };
}
