import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Tokens at rest: AES-256-GCM, a fresh 12-byte IV each, stored as base64url of IV, tag and ciphertext. */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function tokenCipher(key: Buffer): TokenCipher {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
