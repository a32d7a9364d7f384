import { KEY_DERIVATION } from '@fobu/domain';

/** Encrypts and decrypts short texts (tokens) for storage in cookies and session storage. */
export interface TokenCipher {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
}

/**
 * The fixed passphrase of spec section 7. It keeps tokens unreadable at rest (cookie, session
 * storage, backups of the profile); it is no secret from someone who can run code in the page.
 */
const PASSPHRASE = 'FOBU-Portal-Tokenschutz-2025';
const SALT = 'fobu-portal-token-salt';
const IV_BYTES = 12;

/**
 * AES-GCM with a key derived by PBKDF2-SHA-256 (250000 iterations, 256 bit). The key is derived
 * on first use and then kept (not extractable), because one derivation costs tens of milliseconds.
 */
export function createTokenCipher(passphrase: string = PASSPHRASE, subtle: SubtleCrypto = crypto.subtle): TokenCipher {
  let key: Promise<CryptoKey> | undefined;
  const deriveKey = () => (key ??= derive(subtle, passphrase));
  return {
    async encrypt(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, await deriveKey(), new TextEncoder().encode(plain));
      return toBase64Url(concat(iv, new Uint8Array(sealed)));
    },
    async decrypt(sealed) {
      const bytes = fromBase64Url(sealed);
      const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, await deriveKey(), bytes.slice(IV_BYTES));
      return new TextDecoder().decode(plain);
    },
  };
}

async function derive(subtle: SubtleCrypto, passphrase: string): Promise<CryptoKey> {
  const material = await subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: KEY_DERIVATION.hash, iterations: KEY_DERIVATION.iterations, salt: new TextEncoder().encode(SALT) },
    material,
    { name: 'AES-GCM', length: KEY_DERIVATION.keyLengthBits },
    false,
    ['encrypt', 'decrypt'],
  );
}

let pageCipher: TokenCipher | undefined;

/** The one cipher of this page load: every store shares it, so the key is derived once. */
export function tokenCipher(): TokenCipher {
  return (pageCipher ??= createTokenCipher());
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** base64url without padding: safe in cookie values and URLs. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
