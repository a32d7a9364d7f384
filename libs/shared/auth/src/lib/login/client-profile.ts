import type { SpecRuntimeConfig } from '@fobu/config';
import { MOBILE_COOKIE_LIFETIME_DAYS } from '@fobu/domain';

export type ClientKind = 'web' | 'mobile';

/** Everything that differs between the browser and the installed app (runtime-config.md). */
export interface ClientProfile {
  readonly kind: ClientKind;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scope: 'user' | 'usermobile';
  readonly mobileFlag: '0' | '1';
  readonly cookieName: string;
  /** Cookie lifetime in days; undefined for a session cookie. */
  readonly cookieLifetimeDays: number | undefined;
}

/**
 * `__Host-`: the browser takes the cookie only with Secure, Path=/ and no Domain, so that no other
 * host of the domain (nor plain HTTP) can set or overwrite it. Browsers count localhost as secure.
 */
export const TOKEN_COOKIE_NAMES: Readonly<Record<ClientKind, string>> = { web: '__Host-fobu-token', mobile: '__Host-fobu-token-mobile' };

export function clientProfile(config: SpecRuntimeConfig, kind: ClientKind): ClientProfile {
  const client = config.idp[kind];
  const mobile = kind === 'mobile';
  return {
    kind,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    scope: mobile ? 'usermobile' : 'user',
    mobileFlag: mobile ? '1' : '0',
    cookieName: TOKEN_COOKIE_NAMES[kind],
    cookieLifetimeDays: mobile ? MOBILE_COOKIE_LIFETIME_DAYS : undefined,
  };
}
