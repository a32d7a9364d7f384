import { createCookieJar, testConfig } from '../../testing/fake-identity-provider';
import { createTokenCipher } from '../crypto/token-cipher';
import { clientProfile } from '../login/client-profile';
import { createTokenCookie, hasTokenCookie } from './token-cookie';

// Long enough that a random ciphertext cannot contain them by chance (a two-letter token did, now and then).
const tokens = {
  accessToken: 'zugangstoken-der-lehrkraft-4711',
  refreshToken: 'erneuerungstoken-der-lehrkraft-4711',
  mandant: 'iqsh' as const,
};

describe('token cookie (spec section 7)', () => {
  it('is Secure and SameSite=Strict, a session cookie on the web', async () => {
    const jar = createCookieJar();
    await createTokenCookie(clientProfile(testConfig, 'web'), createTokenCipher('p'), jar).write(tokens);
    const [written] = jar.written;
    expect(written).toMatch(/^__Host-fobu-token=[\w-]+; Path=\/; Secure; SameSite=Strict$/);
    expect(written).not.toMatch(/Max-Age|Expires/);
  });

  it('lives 30 days in the installed app, under its own name', async () => {
    const jar = createCookieJar();
    await createTokenCookie(clientProfile(testConfig, 'mobile'), createTokenCipher('p'), jar).write(tokens);
    expect(jar.written[0]).toMatch(/^__Host-fobu-token-mobile=[\w-]+; Path=\/; Secure; SameSite=Strict; Max-Age=2592000$/);
    expect(hasTokenCookie(clientProfile(testConfig, 'web'), jar)).toBe(false);
    expect(hasTokenCookie(clientProfile(testConfig, 'mobile'), jar)).toBe(true);
  });

  it('stores the tokens encrypted, reads them back and removes them', async () => {
    const jar = createCookieJar();
    const cookie = createTokenCookie(clientProfile(testConfig, 'web'), createTokenCipher('p'), jar);
    await cookie.write(tokens);
    expect(jar.values.get('__Host-fobu-token')).not.toContain(tokens.accessToken);
    expect(jar.values.get('__Host-fobu-token')).not.toContain(tokens.refreshToken);
    expect(await cookie.read()).toEqual(tokens);
    await cookie.remove();
    expect(jar.written.at(-1)).toMatch(/^__Host-fobu-token=; Path=\/; Secure; SameSite=Strict; Max-Age=0$/);
    expect(await cookie.read()).toBeUndefined();
  });

  it('treats a cookie it cannot decrypt as none', async () => {
    const jar = createCookieJar();
    await createTokenCookie(clientProfile(testConfig, 'web'), createTokenCipher('other'), jar).write(tokens);
    expect(await createTokenCookie(clientProfile(testConfig, 'web'), createTokenCipher('p'), jar).read()).toBeUndefined();
  });
});
