import { createTokenCipher, tokenCipher } from './token-cipher';

describe('token encryption (spec section 7)', () => {
  it('round-trips a text, with a fresh IV for every encryption', async () => {
    const cipher = createTokenCipher('passphrase');
    const first = await cipher.encrypt('access-token');
    const second = await cipher.encrypt('access-token');
    expect(first).not.toBe(second);
    expect(await cipher.decrypt(first)).toBe('access-token');
    expect(await cipher.decrypt(second)).toBe('access-token');
  });

  it('refuses a text sealed under another passphrase or changed on the way', async () => {
    const sealed = await createTokenCipher('one').encrypt('secret');
    await expect(createTokenCipher('two').decrypt(sealed)).rejects.toThrow();
    // The second-to-last character, always changed (it was kept when it was the replacement already: 1 run in 64).
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(tampered).not.toBe(sealed);
    await expect(createTokenCipher('one').decrypt(tampered)).rejects.toThrow();
  });

  it('derives the key once: PBKDF2-SHA-256, 250000 iterations, 256-bit AES-GCM', async () => {
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    const cipher = createTokenCipher('passphrase');
    await Promise.all([cipher.encrypt('a'), cipher.encrypt('b')]);
    await cipher.decrypt(await cipher.encrypt('c'));
    expect(deriveKey).toHaveBeenCalledTimes(1);
    const [params, , keyParams] = deriveKey.mock.calls[0];
    expect(params).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 250_000 });
    expect(keyParams).toEqual({ name: 'AES-GCM', length: 256 });
    deriveKey.mockRestore();
  });

  it('shares one cipher per page load', () => {
    expect(tokenCipher()).toBe(tokenCipher());
  });
});
