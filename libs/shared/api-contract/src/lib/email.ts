import { z } from './zod';

/**
 * Local part, then a domain of dot-separated labels. No two parts of the pattern can match the
 * same character (the labels exclude the dot), so it runs in linear time on any input; the
 * earlier `[^\s@]+\.[^\s@]+` backtracked quadratically on a long run of dots.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * An e-mail address someone types: trimmed, at most 254 characters (RFC 5321), checked by the
 * pattern above. A pattern rather than `z.email()`: every zod kind the contract uses is bundled with
 * the public lists' answer checks (docs/performance.md). `missing` is the message for an empty field.
 */
export function emailAddress(missing: string) {
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing, abort: true }),
      z.maxLength(254, { error: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.', abort: true }),
      z.regex(EMAIL_PATTERN, 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@schule.de.'),
    );
}
