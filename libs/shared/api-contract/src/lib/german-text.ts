import { z } from './zod';

/**
 * Control characters other than line breaks and tabs are refused: they serve no purpose in a
 * text people write, and PostgreSQL cannot store NUL in text at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
const CONTROL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

/** A text people write, required: trimmed, bounded, with the German messages of the form. */
export const germanText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    // An empty field gets one message, not also "too short" from a later check.
    z.minLength(1, { error: required, abort: true }),
    // Nothing after the length limit runs on an over-long value: hostile input costs no more than a fair one.
    z.maxLength(max, { error: tooLong, abort: true }),
    z.regex(NO_CONTROL_CHARACTERS, CONTROL_MESSAGE),
  );

/** A text people may leave empty (then ''). */
export const optionalGermanText = (max: number, tooLong: string) => z._default(controlFreeText(max, tooLong), '');

/** A text that may be empty and is never stored as people wrote it (a search, a filter): bounded, without control characters. */
const controlFreeText = (max: number, tooLong?: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLong, abort: true }), z.regex(NO_CONTROL_CHARACTERS, CONTROL_MESSAGE));

/** A link people paste: a full https address of a named host, at most 500 characters. */
export const httpsLink = (wrong: string) =>
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: wrong })
    .check(z.maxLength(500, { error: 'Der Link darf höchstens 500 Zeichen haben.' }));
