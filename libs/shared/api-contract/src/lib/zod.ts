import * as z from 'zod/mini';

/*
 * The contract's zod: `zod/mini`, whose functions a bundle takes only as far as they are used (the
 * portal checks every service answer with these schemas on its public pages: docs/performance.md).
 * Unlike `zod`, `zod/mini` sets no locale, and the messages the contract does not write itself would
 * read "Invalid input"; so the English ones `zod` gives are set here, once, unless a locale is set.
 * package.json lists this module under `sideEffects`: its only export is zod's own, so a bundler
 * would otherwise leave the call out.
 */
if (!z.config().localeError) z.config(z.locales.en());

export { z };
