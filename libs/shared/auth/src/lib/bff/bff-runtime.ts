import { DEFAULT_TENANT, isTenant, type Role, type Tenant } from '@fobu/domain';
import { createBffJsonClient, isServiceError } from '@fobu/http';
import { landingPath } from '../landing/landing-path';
import { roleEntryPath } from '../landing/role-entry';
import type { ClientKind } from '../login/client-profile';
import { singleFlight } from '../refresh/single-flight';
import { isAuthNotice, type AuthNotice } from '../session/auth-notice-kinds';
import type { AuthStore } from '../session/auth-store';
import type { CallbackOutcome, LoginOptions } from '../session/login-options';
import { completeCallback, goToSignIn } from '../session/sign-in-navigation';
import { signOutEverywhere } from '../session/sign-out';
import { safeReturnPath } from '../landing/landing';
import { saveLoginIntent, takeLoginIntent, type LandingWishes } from '../storage/login-intent';
import { toLoggedInUser, type LoggedInUser } from '../user/logged-in-user';
import type { BffEnvironment } from './bff-environment';
import { parseSessionAnswer } from './session-answer';
import { bffSignInAddress } from './sign-in-address';
import type { SignInHint } from './sign-in-hint';

// The browser's environment loads with the runtime, as the spec mode's does.
export { browserBffEnvironment } from './bff-environment';

export interface BffRuntimeParts {
  readonly clientKind: ClientKind;
  readonly store: AuthStore;
  readonly hint: SignInHint;
  readonly env: BffEnvironment;
}

/**
 * The BFF mode's sign-in machinery (docs/bff.md), loaded on demand like the spec mode's. The
 * browser holds no token, no secret, no PKCE verifier and no state: the BFF does the protocol and
 * keeps the session behind an HttpOnly cookie; this asks it about the session and tells it what
 * the person does. Any call answered 401 `sitzung-abgelaufen` signs the tab out: the session has ended (its idle end, or a refused refresh); the browser's own time-out, which keeps the form's input, signs out as timed out.
 */
export function createBffRuntime({ clientKind, store, hint, env }: BffRuntimeParts) {
  /**
   * The session has ended on the server: this tab is signed out with `notice`, the others are told.
   * Many calls may be answered `sitzung-abgelaufen` at once: that happens once.
   */
  function ended(notice: AuthNotice): void {
    hint.clear();
    const state = store.get();
    if (state.status !== 'anonymous' || state.notice !== notice) signOutEverywhere(store, env.channel, notice);
  }
  const clientOptions = { fetch: env.fetch, onSessionExpired: () => ended('session-ended') };
  const bff = createBffJsonClient(`${env.origin}/bff`, clientOptions);
  // The event type lookup of the landing rules, through the BFF's proxy of the user service.
  const userService = createBffJsonClient(`${env.origin}/api/user`, clientOptions);

  /** The user of a session answer, with the spec's user record rules; a user with no role left is signed out. */
  function signedIn(body: unknown, tenant: Tenant | undefined): LoggedInUser | undefined {
    const answer = parseSessionAnswer(body);
    const user = toLoggedInUser(answer.record, answer.mandant ?? tenant ?? pageTenant());
    if (!user) {
      void bff.post('abmelden').catch(() => undefined);
      ended('no-role');
      return undefined;
    }
    hint.set();
    store.set({ status: 'signed-in', user });
    return user;
  }

  function pageTenant(): Tenant {
    const first = env.pagePath().split('/')[1];
    return isTenant(first) ? first : DEFAULT_TENANT;
  }

  /**
   * `GET /bff/sitzung`, once for all callers: the user, or undefined where there is no session
   * (the hint is then dropped). Without an answer (offline) nothing changes: a lost connection
   * signs nobody out, and the next guard asks again.
   */
  const loadUser = singleFlight(async (tenant?: Tenant): Promise<LoggedInUser | undefined> => {
    try {
      return signedIn(await bff.get('sitzung').json(), tenant);
    } catch (error) {
      if (isServiceError(error) && error.status === 401) {
        hint.clear();
        // `sitzung-abgelaufen` has signed out with its notice already (the client's hook).
        if (store.get().status !== 'anonymous') store.set({ status: 'anonymous' });
      } else env.console.error('Die Anmeldung konnte nicht abgefragt werden.', error);
      return undefined;
    }
  });

  /** The callback after the BFF's redirect: `?angemeldet=1` or `?fehler=<notice>`. */
  async function finishLogin(mandant: Tenant, search: string): Promise<CallbackOutcome> {
    const params = new URLSearchParams(search);
    const wishes = takeLoginIntent<LandingWishes>(env.storage);
    const fehler = params.get('fehler');
    if (fehler !== null) {
      // The portal's own notices pass; the identity provider's `error` (the person declined) is a cancelled sign-in.
      const notice: AuthNotice = isAuthNotice(fehler) ? fehler : 'login-cancelled';
      store.set({ status: 'anonymous', notice });
      return { kind: 'error', notice };
    }
    const justSignedIn = params.get('angemeldet') === '1';
    // An earlier attempt's notice is not this one's.
    if (store.get().status === 'anonymous') store.set({ status: 'anonymous' });
    const user = await loadUser(mandant);
    if (!user) {
      const state = store.get();
      return { kind: 'error', notice: justSignedIn ? (state.status === 'anonymous' && state.notice) || 'login-failed' : 'login-expired' };
    }
    // A callback opened again (Back) or by hand leads to the role's entry, as in the spec mode.
    if (!justSignedIn || !wishes || wishes.mandant !== user.mandant)
      return { kind: 'redirect', href: roleEntryPath(user.mandant, user.activeRole) };
    return { kind: 'redirect', href: await landingPath(user, wishes, { userService, origin: env.origin, console: env.console }) };
  }

  return {
    ended,
    loadUser,

    /** Sends the browser (or the popup) to `/bff/anmelden`; in the popup, resolves with the landing path. */
    async login(options: LoginOptions, popup: Window | null): Promise<string | undefined> {
      const { mandant, vnr, kreis } = options;
      saveLoginIntent({ mandant, returnTo: safeReturnPath(options.returnTo, env.origin, mandant), vnr, kreis }, env.storage);
      const address = bffSignInAddress(env.origin, mandant, clientKind);
      return goToSignIn(address, popup, env, mandant, (search) => finishLogin(mandant, search));
    },

    async completeLogin(mandant: Tenant, search: string): Promise<CallbackOutcome> {
      return completeCallback(env, search, (callback) => finishLogin(mandant, callback));
    },

    /** `POST /bff/abmelden`: the BFF signs out at the identity provider and ends the session either way. */
    async logout(notice: AuthNotice = 'signed-out'): Promise<void> {
      if (store.get().status === 'signed-in') {
        try {
          await bff.post('abmelden');
        } catch (error) {
          env.console.error('Die Abmeldung beim BFF ist fehlgeschlagen.', error);
        }
      }
      hint.clear();
      signOutEverywhere(store, env.channel, notice);
    },

    /** `POST /bff/rolle`: a failure is thrown for the screen's German alert. */
    async changeRole(role: Role): Promise<LoggedInUser | undefined> {
      const current = store.get();
      const tenant = current.status === 'signed-in' ? current.user.mandant : undefined;
      return signedIn(await bff.post('rolle', { json: { role } }).json(), tenant);
    },

    /** `POST /bff/aktivitaet`: without an answer nothing happens; an ended session signs out through the client's hook. */
    async reportActivity(): Promise<void> {
      if (store.get().status !== 'signed-in') return;
      await bff.post('aktivitaet').catch(() => undefined);
    },
  };
}

export type BffRuntime = ReturnType<typeof createBffRuntime>;
