import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { branchChunkNames } from './branch-chunks';

/**
 * A portal in small: a start with a public page, and two role branches whose tables come with
 * their first screens (`landing`) and load another screen lazily. Each module exports a marker
 * string, so that the test can see which chunk holds it.
 */
const FIXTURE: Record<string, string> = {
  'entry.js': `import { start } from './start.js';
import { branches } from './branches.js';
export const open = (name) => name === 'page' ? import('./public-page.js') : branches[name]();
start();`,
  'start.js': `export const start = () => 'START';`,
  'public-page.js': `import { formatDay } from './shared-public.js';
export const page = () => formatDay('PUBLIC_PAGE');`,
  'shared-public.js': `export const formatDay = (day) => 'SHARED_PUBLIC' + day;`,
  'branches.js': `export const branches = { a: () => import('./branch-a/src/index.js'), b: () => import('./branch-b/src/index.js') };`,
  'branch-a/src/index.js': `import { landing } from '../../landing-a.js';
export const screens = { landing, search: () => import('../../search-a.js') };`,
  'landing-a.js': `import { onlyA } from './only-a.js';
import { sharedAB } from './shared-ab.js';
import { formatDay } from './shared-public.js';
export const landing = () => onlyA() + sharedAB() + formatDay('LANDING_A');`,
  'only-a.js': `export const onlyA = () => 'ONLY_A';`,
  'search-a.js': `import { onlyA } from './only-a.js';
export const search = () => onlyA() + 'SEARCH_A';`,
  'branch-b/src/index.js': `import { sharedAB } from '../../shared-ab.js';
export const screens = { landing: () => sharedAB() + 'LANDING_B' };`,
  'shared-ab.js': `export const sharedAB = () => 'SHARED_AB';`,
};

describe('one chunk per role branch', () => {
  let root: string;
  let chunks: Record<string, string>;
  const chunkWith = (marker: string) => Object.keys(chunks).filter((file) => chunks[file].includes(marker));

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fobu-branch-chunks-'));
    for (const [file, code] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), code);
    }
    // The plugin builds the fixture twice through its config file, as it does the portal.
    writeFileSync(
      join(root, 'vite.config.mjs'),
      `import { branchChunksPlugin } from ${JSON.stringify(join(import.meta.dirname, 'branch-chunks.ts'))};
export default {
  logLevel: 'silent',
  plugins: [branchChunksPlugin({ branchTable: 'branches.js' })],
  build: {
    outDir: 'dist',
    minify: false,
    rolldownOptions: { input: 'entry.js', preserveEntrySignatures: 'allow-extension', output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } },
  },
};`,
    );
    await build({ root, configFile: join(root, 'vite.config.mjs') });
    const dist = join(root, 'dist');
    chunks = Object.fromEntries(
      readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(join(dist, file), 'utf8')]),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("put a branch's table, its first screen and what only they need into one chunk", () => {
    const [branchA] = chunkWith('LANDING_A');
    expect(branchA).toMatch(/^branch-a/);
    expect(chunkWith('ONLY_A')).toEqual([branchA]);
  });

  it('give a module two branches need a chunk of its own for both', () => {
    expect(chunkWith('SHARED_AB')).toEqual([expect.stringMatching(/^branch-a-branch-b/)]);
  });

  it('leave what the public pages load and the lazily loaded screens where Rolldown puts them', () => {
    expect(chunkWith('SHARED_PUBLIC')).toEqual([expect.not.stringMatching(/^branch/)]);
    expect(chunkWith('SEARCH_A')).toEqual([expect.stringMatching(/^search-a/)]);
  });
});

describe('branchChunkNames', () => {
  it('fail the build when a role branch has no chunk of its own', () => {
    const chunk = {
      fileName: 'entry.js',
      facadeModuleId: '/app/entry.js',
      isEntry: true,
      moduleIds: ['/app/entry.js'],
      imports: [],
      dynamicImports: [],
    };
    expect(() => branchChunkNames([chunk], ['/app/libs/feature/organiser/src/index.ts'])).toThrow(/organiser/);
  });
});
