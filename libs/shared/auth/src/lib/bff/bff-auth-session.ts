import type { BffRuntimeConfig } from '@fobu/config';
import type { ClientKind } from '../login/client-profile';
import type { AuthNotice } from '../session/auth-notice-kinds';
import type { AuthSession } from '../session/auth-session';
import { createAuthStore, signedInUser } from '../session/auth-store';
import { openLoginPopup } from '../session/login-popup';
import { followSignOutsElsewhere, signOutEverywhere } from '../session/sign-out';
import { createTabChannel } from '../session/tab-channel';
import type { BffEnvironment } from './bff-environment';
import type { BffRuntime } from './bff-runtime';
import { signInHint } from './sign-in-hint';

export interface BffAuthSessionOptions {
  /** The installed app signs in as `client=mobile` (a 30-day session cookie). */
  readonly clientKind?: ClientKind;
  /** The browser's by default; fakes in tests. */
  readonly environment?: BffEnvironment;
}

/**
 * The session of BFF mode (docs/bff.md), of the same interface as the spec mode's. What every
 * page needs (state, the sign-in hint, cross-tab sign-out) is here; the calls to the BFF load with
 * the first use, and a visitor without the hint makes none.
 */
export function createBffAuthSession(
  config: BffRuntimeConfig,
  { clientKind = 'web', environment }: BffAuthSessionOptions = {},
): AuthSession {
  const channel = environment?.channel ?? createTabChannel();
  const hint = signInHint(environment?.hints ?? localStorage);
  const store = createAuthStore();
  // Many calls may be answered `sitzung-abgelaufen` at once: the tab is signed out (and the others told) once.
  const ended = (notice: AuthNotice) => {
    hint.clear();
    const state = store.get();
    if (state.status !== 'anonymous' || state.notice !== notice) signOutEverywhere(store, channel, notice);
  };
  let runtime: Promise<BffRuntime> | undefined;
  const load = () =>
    (runtime ??= import('./bff-runtime').then((module) =>
      module.createBffRuntime({ clientKind, store, hint, ended, env: environment ?? module.browserBffEnvironment(channel) }),
    ));

  followSignOutsElsewhere(store, channel);
  const currentUser = () => signedInUser(store);

  return {
    channel,
    serviceAccess: { mode: 'bff', config, sessionExpired: () => ended('timed-out') },
    getState: store.get,
    subscribe: store.subscribe,
    currentUser,
    hasStoredSignIn: () => currentUser() !== undefined || hint.present(),
    async ensureUser() {
      if (currentUser()) return currentUser();
      if (!hint.present()) return undefined;
      return (await load()).loadUser();
    },
    restoreSilently() {
      if (!currentUser() && hint.present()) void load().then((auth) => auth.loadUser());
    },
    async login(options) {
      const popup = config.idp.loginMode === 'popup' ? openLoginPopup() : null;
      return (await load()).login(options, popup);
    },
    completeLogin: async (mandant, search) => (await load()).completeLogin(mandant, search),
    logout: async (notice) => (await load()).logout(notice),
    changeRole: async (role) => (await load()).changeRole(role),
    reportActivity: async () => (currentUser() ? (await load()).reportActivity() : undefined),
  };
}
