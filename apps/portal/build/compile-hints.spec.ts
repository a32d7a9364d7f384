import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { COMPILE_ALL_FUNCTIONS, compileHintBanner } from './compile-hints';

/** A function of about 100 characters, `count` times: the size of a screen's chunk or of a helper's. */
const functions = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `export function ${prefix}${i}(value) { return String(value).padStart(${i}, '·') + ${i}; }`).join(
    '\n',
  );

describe('compile hints in the built chunks', () => {
  let root: string;
  let chunks: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fobu-compile-hints-'));
    const library = join(root, 'node_modules/big-charts');
    mkdirSync(library, { recursive: true });
    writeFileSync(join(library, 'package.json'), JSON.stringify({ name: 'big-charts', type: 'module', main: 'index.js' }));
    writeFileSync(join(library, 'index.js'), functions('chart', 300));
    writeFileSync(join(root, 'screen.js'), functions('screen', 300));
    writeFileSync(join(root, 'helper.js'), functions('helper', 3));
    writeFileSync(join(root, 'charts.js'), `export * from 'big-charts';`);
    writeFileSync(
      join(root, 'entry.js'),
      `export const open = (name) => name === 'screen' ? import('./screen.js') : name === 'charts' ? import('./charts.js') : import('./helper.js');`,
    );
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: join(root, 'dist'),
        minify: true,
        rolldownOptions: {
          input: join(root, 'entry.js'),
          preserveEntrySignatures: 'strict',
          output: {
            entryFileNames: '[name].js',
            chunkFileNames: '[name].js',
            postBanner: compileHintBanner({ lazyLibraries: /[\\/]node_modules[\\/]big-charts[\\/]/, minLength: 16_000 }),
          },
        },
      },
    });
    const dist = join(root, 'dist');
    chunks = Object.fromEntries(readdirSync(dist).map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('start a large chunk with the hint, ahead of the minified code', () => {
    expect(chunks['screen.js'].startsWith(`${COMPILE_ALL_FUNCTIONS}\n`)).toBe(true);
    expect(chunks['screen.js']).toContain('padStart');
  });

  it('leave a small chunk and a chunk of a lazily compiled library as they are', () => {
    expect(Object.keys(chunks)).toEqual(expect.arrayContaining(['helper.js', 'charts.js', 'entry.js']));
    for (const name of ['helper.js', 'charts.js', 'entry.js']) expect(chunks[name]).not.toContain(COMPILE_ALL_FUNCTIONS);
  });
});
