import type { Tenant } from '@fobu/domain';
import type { TokenCipher } from '../crypto/token-cipher';
import type { ClientProfile } from '../login/client-profile';
import { documentCookieJar, type CookieJar } from './cookie-jar';

/** What the token cookie holds: the user's tokens and the tenant they were issued for. */
export interface StoredTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly mandant: Tenant;
}

const DAY_SECONDS = 86_400;

/** True when the token cookie exists: cheap, no decryption; decides whether a silent user load is worth it. */
export function hasTokenCookie(profile: ClientProfile, jar: CookieJar = documentCookieJar): boolean {
  return jar.peek(profile.cookieName) !== undefined;
}

/**
 * The encrypted token cookie (spec section 7): Secure, SameSite=Strict, path /; the web cookie
 * lives for the browser session, the installed app's for 30 days.
 */
export function createTokenCookie(profile: ClientProfile, cipher: TokenCipher, jar: CookieJar = documentCookieJar) {
  const maxAgeSeconds = profile.cookieLifetimeDays ? profile.cookieLifetimeDays * DAY_SECONDS : undefined;
  return {
    async read(): Promise<StoredTokens | undefined> {
      const sealed = await jar.get(profile.cookieName);
      if (!sealed) return undefined;
      try {
        return JSON.parse(await cipher.decrypt(sealed)) as StoredTokens;
      } catch {
        // A cookie we cannot read (other key, tampered) is as good as none.
        return undefined;
      }
    },
    async write(tokens: StoredTokens): Promise<void> {
      await jar.set({ name: profile.cookieName, value: await cipher.encrypt(JSON.stringify(tokens)), maxAgeSeconds });
    },
    remove(): Promise<void> {
      return jar.set({ name: profile.cookieName, value: '', maxAgeSeconds: 0 });
    },
  };
}

export type TokenCookie = ReturnType<typeof createTokenCookie>;
