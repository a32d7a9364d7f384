import type { Tenant } from '@fobu/domain';
import type { TokenCipher } from '../crypto/token-cipher';
import type { ClientProfile } from '../login/client-profile';

/** What the token cookie holds: the user's tokens and the tenant they were issued for. */
export interface StoredTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly mandant: Tenant;
}

/** Where cookies are read and written; the page's `document.cookie` unless a test passes its own. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentCookieJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

const DAY_SECONDS = 86_400;

/** Reads the raw value of a cookie, or undefined. */
export function readCookie(jar: CookieJar, name: string): string | undefined {
  const prefix = `${name}=`;
  return jar
    .read()
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** True when the token cookie exists: cheap, no decryption; decides whether a silent user load is worth it. */
export function hasTokenCookie(profile: ClientProfile, jar: CookieJar = documentCookieJar): boolean {
  return readCookie(jar, profile.cookieName) !== undefined;
}

/**
 * The encrypted token cookie (spec section 7): Secure, SameSite=Strict, path /; the web cookie
 * lives for the browser session, the installed app's for 30 days.
 */
export function createTokenCookie(profile: ClientProfile, cipher: TokenCipher, jar: CookieJar = documentCookieJar) {
  const attributes = ['Path=/', 'Secure', 'SameSite=Strict'];
  if (profile.cookieLifetimeDays) attributes.push(`Max-Age=${profile.cookieLifetimeDays * DAY_SECONDS}`);
  return {
    async read(): Promise<StoredTokens | undefined> {
      const sealed = readCookie(jar, profile.cookieName);
      if (!sealed) return undefined;
      try {
        return JSON.parse(await cipher.decrypt(sealed)) as StoredTokens;
      } catch {
        // A cookie we cannot read (other key, tampered) is as good as none.
        return undefined;
      }
    },
    async write(tokens: StoredTokens): Promise<void> {
      jar.write([`${profile.cookieName}=${await cipher.encrypt(JSON.stringify(tokens))}`, ...attributes].join('; '));
    },
    remove(): void {
      jar.write([`${profile.cookieName}=`, 'Max-Age=0', ...attributes].join('; '));
    },
  };
}

export type TokenCookie = ReturnType<typeof createTokenCookie>;
