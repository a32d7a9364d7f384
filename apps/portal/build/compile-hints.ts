import type { Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a script that starts with
 * this comment are compiled at once, on a background thread while the script streams in, instead of
 * on the main thread when each is first called. Other browsers read it as a comment.
 */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/**
 * A `postBanner` (added after minification) that marks each chunk of at least `minLength` characters
 * (before minification) for eager compilation, unless one of its modules matches `lazyLibraries`.
 * The portal splits its code by screen, so a chunk is loaded when a screen needs it and most of its
 * functions run while that screen renders: at 4× CPU, a signed-in dashboard's first visit spent
 * about 450 ms of its main thread compiling them one by one. Left lazy are the chunks of large
 * libraries of which a screen calls only a small part (compiling all of them would cost more than it
 * saves), and small chunks, which compile quickly and to which the hint would add more bytes than it
 * saves time.
 */
export function compileHintBanner({ lazyLibraries, minLength }: { lazyLibraries: RegExp; minLength: number }) {
  return (chunk: Pick<Rollup.RenderedChunk, 'moduleIds' | 'modules'>): string => {
    const length = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
    return length < minLength || chunk.moduleIds.some((id) => lazyLibraries.test(id)) ? '' : COMPILE_ALL_FUNCTIONS;
  };
}
