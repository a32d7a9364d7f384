// Builds one of the published libraries (docs/packages.md) into dist/<project root>, the folder that
// `npm pack` packs: ESM JavaScript, type declarations and source maps from `tsc -p tsconfig.package.json`,
// the sources the maps point at, the README and changelog, and a package.json whose exports point at
// the built files. The workspace itself keeps importing the sources (the library's own package.json).
//
// Usage: node tools/scripts/build-package.mjs libs/shared/<name> [--with <script>]   (the Nx target `build`
// of each library). `--with` runs a TypeScript script of the library (tsx) with the package folder as its
// argument, to add files; each folder it adds is exported as `./<folder>/*` (api-contract's openapi/).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const [projectArg, withFlag, withScript] = process.argv.slice(2);
const projectRoot = resolve(workspaceRoot, projectArg ?? '.');
const outDir = join(workspaceRoot, 'dist', relative(workspaceRoot, projectRoot));
const distDir = join(outDir, 'dist');
const tsc = join(workspaceRoot, 'node_modules/.bin/tsc');
const source = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
const buildConfig = JSON.parse(readFileSync(join(projectRoot, 'tsconfig.package.json'), 'utf8'));

/**
 * Workspace libraries that are not published but whose types a published one names (only
 * @fobu/config's RuntimeConfig today): their declarations ship inside the package, under
 * dist/_internal, and the emitted declarations import them by relative path. Their JavaScript
 * must never be imported at run time (checked below).
 */
const INLINED_TYPES = { '@fobu/config': 'libs/shared/config/src/index.ts' };

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name));
/** Runs a tool, its output shown; a failure ends the build with the tool's own message above. */
const run = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'inherit' });
  } catch {
    fail(`${relative(workspaceRoot, command)} failed`);
  }
};
const fail = (message) => {
  console.error(`${source.name}: ${message}`);
  process.exit(1);
};

rmSync(outDir, { recursive: true, force: true });

// 1. Declarations of the inlined workspace libraries the tsconfig maps (paths) into this package.
const inlined = Object.keys(buildConfig.compilerOptions.paths ?? {}).filter((name) => name in INLINED_TYPES);
for (const name of inlined) {
  const entry = join(workspaceRoot, INLINED_TYPES[name]);
  // Options as in tsconfig.base.json; only declarations, without maps (their sources are not shipped).
  run(tsc, [
    ...['--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--strict', '--skipLibCheck', '--isolatedModules'],
    ...['--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom'],
    ...['--rootDir', dirname(entry), '--outDir', join(distDir, '_internal', name.split('/')[1]), entry],
  ]);
}

// 2. The library itself: .js, .js.map, .d.ts, .d.ts.map (tsconfig.package.json).
run(tsc, ['-p', join(projectRoot, 'tsconfig.package.json')]);

// 3. Relative imports get extensions, inlined libraries a relative path; then every bare import must be a
// declared dependency or peer.
const declared = new Set([...Object.keys(source.dependencies ?? {}), ...Object.keys(source.peerDependencies ?? {})]);
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
for (const file of files(distDir).filter((f) => /\.(js|d\.ts)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(specifier, (whole, lead, quote, spec) => {
    // Relative imports with their file's extension, as ESM in Node (and TypeScript's nodenext) requires.
    if (spec.startsWith('.') && !/\.(js|json)$/.test(spec)) {
      const emitted = (c) => existsSync(join(dirname(file), `${c}.js`)) || existsSync(join(dirname(file), `${c}.d.ts`));
      const target = [spec, `${spec}/index`].filter(emitted).map((c) => `${c}.js`)[0];
      if (!target) fail(`${relative(outDir, file)}: ${spec} resolves to no emitted file`);
      return `${lead}${quote}${target}${quote}`;
    }
    if (!inlined.includes(spec)) return whole;
    if (file.endsWith('.js')) fail(`${relative(outDir, file)} imports ${spec} at run time; only its types may be used`);
    let path = relative(dirname(file), join(distDir, '_internal', spec.split('/')[1], 'index.js'))
      .split(sep)
      .join('/');
    if (!path.startsWith('.')) path = `./${path}`;
    return `${lead}${quote}${path}${quote}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
  for (const [, , , spec] of rewritten.matchAll(specifier)) {
    if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec)) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (!declared.has(name))
      fail(`${relative(outDir, file)} imports ${spec}, which package.json declares neither as dependency nor as peer`);
  }
}

// 4. The sources beside dist/ (src/), and the maps pointing there, so that debuggers and "go to definition" find them.
for (const map of files(distDir).filter((f) => f.endsWith('.map'))) {
  const json = JSON.parse(readFileSync(map, 'utf8'));
  json.sources = json.sources.map((s) => {
    const original = resolve(dirname(map), json.sourceRoot ?? '', s);
    const shipped = join(outDir, relative(projectRoot, original));
    if (!existsSync(shipped)) {
      mkdirSync(dirname(shipped), { recursive: true });
      copyFileSync(original, shipped);
    }
    return relative(dirname(map), shipped).split(sep).join('/');
  });
  delete json.sourceRoot;
  writeFileSync(map, JSON.stringify(json));
}

// 5. Package-specific files (api-contract: the OpenAPI documents), then README, changelog and package.json.
if (withFlag === '--with') run(join(workspaceRoot, 'node_modules/.bin/tsx'), [join(projectRoot, withScript), outDir]);
const extraExports = Object.fromEntries(
  readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['dist', 'src'].includes(entry.name))
    .map((entry) => [`./${entry.name}/*`, `./${entry.name}/*`]),
);
for (const doc of ['README.md', 'CHANGELOG.md']) {
  if (existsSync(join(projectRoot, doc))) copyFileSync(join(projectRoot, doc), join(outDir, doc));
}
const published = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: 'UNLICENSED',
  type: 'module',
  sideEffects: source.sideEffects ?? false,
  main: './dist/index.js',
  types: './dist/index.d.ts',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    ...extraExports,
    './package.json': './package.json',
  },
  dependencies: source.dependencies,
  peerDependencies: source.peerDependencies,
  engines: { node: '>=20.19' },
};
writeFileSync(join(outDir, 'package.json'), JSON.stringify(published, null, 2) + '\n');
console.log(`${source.name}@${source.version} built in ${relative(workspaceRoot, outDir)}`);
