// Bundles the back end into one ES module for a deployment and the load test (docs/deployment.md):
// the workspace's libraries (TypeScript) in it, the packages of node_modules left to Node. Started
// with `node apps/backend/bundle/main.mjs`, a process answers after about a second; under `tsx`,
// which compiles every file at each start, it took 7–10 s on a loaded 2-core machine, and a process
// started again after a crash was missing from its upstream that long (docs/backend.md).
//   node apps/backend/scripts/bundle.mjs [--outdir <folder>]
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const backend = resolve(import.meta.dirname, '..');
// At the depth of src/, so that paths the code takes from its own folder (the default data folder) stay right.
const { values } = parseArgs({ options: { outdir: { type: 'string', default: join(backend, 'bundle') } } });

/** Every import of a package stays an import, but the workspace's own (@fobu/…), which are TypeScript. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@fobu/') ? undefined : { path, external: true }));
  },
};

// PGlite runs in a worker that the SQL library starts from the file beside its own module: bundled
// too, since its source entry (pglite-worker.mjs) loads its TypeScript through tsx.
const require = createRequire(join(backend, 'package.json'));
const sqlLibrary = dirname(require.resolve('@fobu/server-sql'));

await build({
  entryPoints: { main: join(backend, 'src/main.ts'), 'pglite-worker': join(sqlLibrary, 'lib/pglite-worker.ts') },
  outdir: values.outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
console.log(`Back end gebündelt: ${join(values.outdir, 'main.mjs')}`);
