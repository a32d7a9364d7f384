import { timingSafeEqual } from 'node:crypto';
import { sign } from '../../auth/signing';

/*
 * A document's verification code (docs/proof-of-training.md, „Verifiable certificates as built“):
 * the register's id (32 bits) and the first 64 bits of the back end's signature of it, in
 * Crockford's base32, grouped by four: `7K2M-QX4P-…`. Short enough to type from paper, and without
 * the key nobody makes a code that names a document: a guess hits one in 2^64.
 */

/** Crockford's base32: digits and letters without I, L, O and U, which are misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ID_BYTES = 4;
const MAC_BYTES = 8;
/** 96 bits in fives. */
const CODE_CHARS = Math.ceil(((ID_BYTES + MAC_BYTES) * 8) / 5);
/** Longer input is no code: nothing longer is decoded or compared. */
const MAX_INPUT = 64;

const mac = (key: string, id: number) => Buffer.from(sign(key, 'nachweis', String(id)), 'base64url').subarray(0, MAC_BYTES);

function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return bits > 0 ? text + ALPHABET[(value << (5 - bits)) & 31] : text;
}

function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** The code as typed, read the forgiving way Crockford meant: any case, dashes and spaces ignored, O as 0, I and L as 1. */
function normalise(input: string): string | null {
  if (input.length > MAX_INPUT) return null;
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.length === CODE_CHARS && [...plain].every((char) => ALPHABET.includes(char)) ? plain : null;
}

/** The verification code of the register's document `id`. */
export function verificationCode(key: string, id: number): string {
  const payload = Buffer.alloc(ID_BYTES + MAC_BYTES);
  payload.writeUInt32BE(id, 0);
  mac(key, id).copy(payload, ID_BYTES);
  return toBase32(payload).replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * The document id a code names, or null for anything else (malformed, forged, or signed under
 * another key): compared in constant time, so that the time of the answer tells a forger nothing.
 */
export function documentIdOf(key: string, code: string): number | null {
  const plain = normalise(code);
  if (!plain) return null;
  const id = fromBase32(plain).readUInt32BE(0);
  const expected = Buffer.from(verificationCode(key, id).replace(/-/g, ''));
  return timingSafeEqual(expected, Buffer.from(plain)) ? id : null;
}
