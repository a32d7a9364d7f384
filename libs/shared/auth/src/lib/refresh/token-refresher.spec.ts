import { createJsonClient } from '@fobu/http';
import { createCookieJar, createFakeIdentityProvider, createMemoryLock, testConfig } from '../../testing/fake-identity-provider';
import { createTokenCipher } from '../crypto/token-cipher';
import { refreshTokens } from '../endpoints/token-grants';
import { clientProfile } from '../login/client-profile';
import { createTokenCookie } from '../storage/token-cookie';
import { createTokenRefresher, SessionEndedError } from './token-refresher';

const profile = clientProfile(testConfig, 'web');

/** Two tabs of one browser: one cookie jar, one lock, each with its own refresher. */
async function browserWithTabs(tabs: number) {
  const idp = createFakeIdentityProvider();
  const jar = createCookieJar();
  const lock = createMemoryLock();
  const cipher = createTokenCipher('p');
  const answer = await idp.fetch('https://idp.test/oauth/token', {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code: 'good-code' }),
  });
  const first = (await answer.json()) as { access_token: string; refresh_token: string };
  await createTokenCookie(profile, cipher, jar).write({
    accessToken: first.access_token,
    refreshToken: first.refresh_token,
    mandant: 'iqsh',
  });
  const onFailure = vi.fn();
  const refreshers = Array.from({ length: tabs }, () =>
    createTokenRefresher({
      cookie: createTokenCookie(profile, cipher, jar),
      lock,
      refresh: (token) => refreshTokens(createJsonClient('https://idp.test', idp.fetch), profile, token),
      onFailure,
    }),
  );
  return { idp, refreshers, onFailure, stale: first.access_token, cookie: createTokenCookie(profile, cipher, jar) };
}

describe('token refresh (single flight, across tabs)', () => {
  it('spends the refresh token once for every concurrent caller in a tab', async () => {
    const { idp, refreshers, stale, onFailure } = await browserWithTabs(1);
    const results = await Promise.all([1, 2, 3].map(() => refreshers[0].refresh(stale)));
    expect(idp.count('POST /oauth/token')).toBe(2); // the code exchange, then one refresh
    expect(new Set(results.map((tokens) => tokens.accessToken))).toEqual(new Set(['access-2']));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('lets two tabs that find the same token stale share one refresh', async () => {
    const { idp, refreshers, stale, onFailure, cookie } = await browserWithTabs(2);
    const [a, b] = await Promise.all(refreshers.map((refresher) => refresher.refresh(stale)));
    expect(idp.count('POST /oauth/token')).toBe(2);
    expect(a.accessToken).toBe(b.accessToken);
    expect((await cookie.read())?.refreshToken).toBe('refresh-2');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('signs out (section 8) when the refresh fails', async () => {
    const { idp, refreshers, stale, onFailure } = await browserWithTabs(1);
    idp.fail('POST /oauth/token');
    await expect(refreshers[0].refresh(stale)).rejects.toBeInstanceOf(SessionEndedError);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
