import type { BffRuntimeConfig } from '@fobu/config';
import type { ClientKind } from '../login/client-profile';
import type { AuthSession } from '../session/auth-session';
import { createAuthStore } from '../session/auth-store';
import { createSession } from '../session/session-facade';
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
  let runtime: Promise<BffRuntime> | undefined;
  const load = () =>
    (runtime ??= import('./bff-runtime').then((module) =>
      module.createBffRuntime({ clientKind, store, hint, env: environment ?? module.browserBffEnvironment(channel) }),
    ));
  return createSession({
    loginMode: config.idp.loginMode,
    channel,
    store,
    storedSignIn: hint.present,
    load,
    // Told by the service clients, which load after the runtime's chunk has been asked for.
    serviceAccess: { mode: 'bff', config, sessionExpired: () => void load().then((bff) => bff.ended('session-ended')) },
  });
}
