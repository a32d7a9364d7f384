import { OAUTH_STATE_LENGTH } from '@fobu/domain';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are dropped, so that every
// character is equally likely (a plain `byte % 62` would favour the first 8 characters).
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** The OAuth state: 40 random letters and digits (spec section 5), without modulo bias. */
export function createOAuthState(
  length: number = OAUTH_STATE_LENGTH,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let state = '';
  while (state.length < length) {
    for (const byte of random(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && state.length < length) state += ALPHABET[byte % ALPHABET.length];
    }
  }
  return state;
}
