import { createHash, randomBytes } from 'node:crypto';

/** A cookie's value: 32 random bytes, base64url. */
export const randomCookieValue = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a cookie's value: its SHA-256, so that a copy of the table opens no session. */
export const hashOf = (value: string): string => createHash('sha256').update(value).digest('hex');
