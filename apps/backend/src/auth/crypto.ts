import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Tokens, codes and client secrets are stored only as their SHA-256: a database leak leaks no token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** scrypt's cost: CPU and memory (N), block size (r), parallelism (p). */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's password storage cheat sheet (2025): scrypt with N = 2^17, r = 8, p = 1 (128 MiB). */
export const OWASP_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The demo accounts' password is printed on the demo sign-in page: their hash protects nothing, and
 * the OWASP cost (2.9 s of CPU, measured on this 2-core machine while the end-to-end tests ran) would add minutes to the end-to-end tests'
 * hundreds of sign-ins. Only the seed and the test fixtures use it; both exist only in demo mode.
 */
export const DEMO_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Off the event loop: a sign-in's hash must not hold every other request of the process. */
const scryptAsync = (password: string, salt: string, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt password hash as `scrypt$N$r$p$salt$hash`, so that the cost can rise without breaking stored hashes. */
export async function hashPassword(password: string, cost: PasswordCost = OWASP_COST): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt, key.toString('hex')].join('$');
}

/** Checks a password against its stored hash: the current format, or the earlier `salt:hash` (Node's default cost). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { salt, hash, options } = parseStoredHash(stored);
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, salt, expected.length, options);
  return timingSafeEqual(actual, expected);
}

function parseStoredHash(stored: string): { salt?: string; hash?: string; options: ScryptOptions } {
  const parts = stored.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') {
    return { salt: parts[4], hash: parts[5], options: { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) } };
  }
  const [salt, hash] = stored.split(':');
  return { salt, hash, options: {} };
}

const unknownUserHashes = new Map<PasswordCost, Promise<string>>();

/**
 * A hash to check a password against when the user name is unknown, at the cost the stored hashes
 * have: the answer then takes as long as for a known name, so that timing does not tell which names exist.
 */
export function hashForUnknownUser(cost: PasswordCost): Promise<string> {
  const hash = unknownUserHashes.get(cost) ?? hashPassword(randomToken(), cost);
  unknownUserHashes.set(cost, hash);
  return hash;
}
