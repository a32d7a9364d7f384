import type { TokenResponse } from '@fobu/api-contract';
import type { StoredTokens, TokenCookie } from '../storage/token-cookie';
import { singleFlight } from './single-flight';
import type { TabLock } from './tab-lock';

const REFRESH_LOCK_NAME = 'fobu-token-refresh';

/** The user's session could not be renewed: the caller is now signed out. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
  }
}

/**
 * Renews the user's tokens so that a refresh token is never spent twice: calls in one tab share
 * one flight, and tabs take turns under a Web Lock. Inside the lock the cookie is read again; if
 * its access token is no longer the one the caller found stale, another tab has renewed it
 * already and its tokens are used as they are.
 */
export function createTokenRefresher(options: {
  readonly cookie: TokenCookie;
  readonly lock: TabLock;
  readonly refresh: (refreshToken: string) => Promise<TokenResponse>;
  /** Section 8: a failed refresh clears console, storage and cookie. */
  readonly onFailure: () => void;
}): { refresh(staleAccessToken: string): Promise<StoredTokens> } {
  const refresh = singleFlight((staleAccessToken: string) =>
    options.lock(REFRESH_LOCK_NAME, async () => {
      const current = await options.cookie.read();
      if (current && current.accessToken !== staleAccessToken) return current;
      try {
        if (!current) throw new SessionEndedError();
        const answer = await options.refresh(current.refreshToken);
        const renewed = { accessToken: answer.access_token, refreshToken: answer.refresh_token, mandant: current.mandant };
        await options.cookie.write(renewed);
        return renewed;
      } catch {
        options.onFailure();
        throw new SessionEndedError();
      }
    }),
  );
  return { refresh };
}
