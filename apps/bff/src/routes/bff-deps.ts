import type { SpecRuntimeConfig } from '@fobu/config';
import type { Clock } from '../http/clock';
import type { IdentityProvider } from '../oauth/identity-provider';
import type { ServiceTokens } from '../oauth/service-tokens';
import type { UserService } from '../oauth/user-service';
import type { SessionStore } from '../session/session-store';
import type { SignInStore } from '../session/sign-in-store';
import type { UserSessions } from '../session/user-sessions';

/** What the BFF's routes work with. */
export interface BffDeps {
  readonly portal: SpecRuntimeConfig;
  /** The portal's origin when configured (BFF_PUBLIC_ORIGIN), else taken from each request. */
  readonly publicOrigin: string | undefined;
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly idp: IdentityProvider;
  readonly userService: UserService;
  readonly serviceTokens: ServiceTokens;
  readonly store: SessionStore;
  readonly signIns: SignInStore;
  readonly sessions: UserSessions;
}
