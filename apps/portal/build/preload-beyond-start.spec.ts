import type { Rollup } from 'vite';
import { preloadBeyondStart } from './preload-beyond-start';

const chunk = (fileName: string, name: string, imports: string[] = []) =>
  ({ type: 'chunk', fileName, name, imports }) as unknown as Rollup.OutputChunk;

/** The entry imports boot; boot imports react and ui statically; ui imports box; the screens come later. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', 'index'),
    chunk('assets/boot.js', 'boot', ['assets/react.js', 'assets/ui.js']),
    chunk('assets/react.js', 'react'),
    chunk('assets/ui.js', 'ui', ['assets/box.js']),
    chunk('assets/box.js', 'box'),
    chunk('assets/screens.js', 'screens', ['assets/box.js', 'assets/table.js']),
    chunk('assets/table.js', 'table', ['assets/react.js']),
  ].map((output) => [output.fileName, output]),
) as Rollup.OutputBundle;

function afterBundle(startChunkName: string) {
  const preloads = preloadBeyondStart(startChunkName);
  const hook = preloads.plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void };
  hook.handler.call({}, {}, bundle);
  return preloads;
}

describe('module preloads beyond the start', () => {
  it('leaves out every chunk the start chunk loads, directly or not', () => {
    const { resolveDependencies } = afterBundle('boot');
    expect(resolveDependencies('assets/screens.js', ['assets/box.js', 'assets/table.js', 'assets/react.js'])).toEqual(['assets/table.js']);
  });

  it('preloads nothing for the start chunk itself', () => {
    const { resolveDependencies } = afterBundle('boot');
    expect(resolveDependencies('assets/boot.js', ['assets/react.js', 'assets/ui.js', 'assets/box.js'])).toEqual([]);
  });

  it('leaves out what the importing chunk imports itself, directly or not: it runs, so they are loaded', () => {
    const { resolveDependencies } = afterBundle('boot');
    const deps = ['assets/box.js', 'assets/table.js', 'assets/react.js'];
    expect(resolveDependencies('assets/later.js', deps, { hostId: 'assets/screens.js', hostType: 'js' })).toEqual([]);
    expect(resolveDependencies('assets/later.js', deps, { hostId: 'assets/ui.js', hostType: 'js' })).toEqual(['assets/table.js']);
  });

  it('fails the build when the start chunk is not in the bundle', () => {
    const { resolveDependencies } = afterBundle('start');
    expect(() => resolveDependencies('assets/screens.js', ['assets/table.js'])).toThrow(/Start-Chunk "start"/);
  });
});
