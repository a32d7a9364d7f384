import * as z from 'zod/mini';

/*
 * The contract's zod: `zod/mini`, whose functions a bundle takes only as far as they are used (the
 * portal checks every service answer with these schemas on its public pages: docs/performance.md).
 * Unlike `zod`, `zod/mini` sets no locale, and the messages the contract does not write itself would
 * read "Invalid input". The contract writes its own German message wherever a reader is expected to
 * err; for every other check zod's German messages are set here, once, unless a locale is set: a
 * field's error in a form, or the back end's answer to a bad request, is German either way.
 * package.json lists this module under `sideEffects`: its only export is zod's own, so a bundler
 * would otherwise leave the call out.
 */
if (!z.config().localeError) z.config(z.locales.de());

export { z };
