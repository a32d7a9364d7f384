import nx from '@nx/eslint-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture as lint rules: a layer may only use the layers below it, a role group's
 * feature never reaches into another role group's, and third-party libraries stay behind
 * the one library of ours that wraps them (the message says which).
 *
 * Nx lints each project from its own folder, with that folder's eslint.config.mjs, where a root
 * block's path pattern (`libs/feature/**`) never matches. So nothing here depends on paths: the
 * layer rules go by the project's tags (@nx/enforce-module-boundaries below), and the rules whose
 * message names our wrapper come from `projectRules(import.meta.url)`, which every project's
 * config adds and which reads that project's package.json.
 */
const workspaceRoot = dirname(fileURLToPath(import.meta.url));
const routerOnlyInRouting =
  '@tanstack/react-router is wrapped by @fobu/routing: import Link, useNavigate, lazyRouteComponent etc. from there.';
const kyOnlyInClients =
  'ky is wrapped by @fobu/api-clients (service calls, query options and hooks), @fobu/auth (sign-in) and @fobu/http (the client both use): use those instead.';
const authCoreWithoutReact = '@fobu/auth is framework-free: React bindings belong in @fobu/auth-react.';
const httpCoreWithoutReact = '@fobu/http is framework-free: hooks belong in @fobu/api-clients.';
const chartsOnlyInWrapper =
  'The chart library is wrapped once by @fobu/charts (BarChart, LineChart: data table for screen readers, dark mode, a lazily loaded chunk): import from there.';
const routeTestingInSpecsOnly =
  '@fobu/route-testing renders the whole portal with fake services for screen tests: import it only in spec files (*.spec.ts, *.spec.tsx).';
const pastIndex =
  "Import a library through its index.ts (the package name), never past it; a second entry must be declared in its package.json's exports.";

/** Third-party libraries only their wrapper may import; `wrapper` is true for the projects that are one. */
const wrappedLibraries = [
  {
    name: '@tanstack/react-router',
    message: routerOnlyInRouting,
    wrapper: (project) => project.tags.includes('type:routing'),
  },
  {
    name: 'ky',
    message: kyOnlyInClients,
    wrapper: (project) => ['@fobu/api-clients', '@fobu/auth', '@fobu/http'].includes(project.name),
  },
  ...['recharts', '@chakra-ui/charts'].map((name) => ({
    name,
    message: chartsOnlyInWrapper,
    wrapper: (project) => project.name === '@fobu/charts',
  })),
];

/** The framework-free cores' own bans: ky yes (they wrap it), React and its kin no. */
const frameworkFree = {
  '@fobu/http': {
    paths: ['react', 'react-dom', '@tanstack/react-query', '@tanstack/react-router'].map((name) => ({
      name,
      message: httpCoreWithoutReact,
    })),
    patterns: [{ group: ['@chakra-ui/*'], message: httpCoreWithoutReact }],
  },
  '@fobu/auth': {
    paths: ['react', 'react-dom', '@tanstack/react-query'].map((name) => ({
      name,
      message: authCoreWithoutReact,
    })),
    patterns: [{ group: ['@chakra-ui/*'], message: authCoreWithoutReact }],
  },
};

function readPackage(dir) {
  const file = join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The workspace's packages, from the root package.json's `workspaces` (`folder/*` or a folder). */
function workspacePackages() {
  const rootPackage = readPackage(workspaceRoot);
  const dirs = rootPackage.workspaces.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(join(workspaceRoot, entry.slice(0, -2)), {
          withFileTypes: true,
        })
          .filter((child) => child.isDirectory())
          .map((child) => join(workspaceRoot, entry.slice(0, -2), child.name))
      : [join(workspaceRoot, entry)],
  );
  return dirs.map(readPackage).filter(Boolean);
}

/**
 * Imports past a package's entry are banned, except the entries its package.json `exports`
 * declares (`@fobu/ui/dialogs`): a second door is a decision written where the package is.
 */
function deepImportPattern() {
  const packages = workspacePackages();
  const declared = packages.flatMap((pkg) =>
    Object.keys(pkg.exports ?? {})
      .filter((entry) => entry !== '.')
      .map((entry) => `!${pkg.name}${entry.slice(1)}`),
  );
  return {
    group: [...packages.map((pkg) => `${pkg.name}/**`), ...declared],
    message: pastIndex,
  };
}

/** Spec files, the only files that may import the screen tests' harness. */
const specFiles = ['**/*.spec.{ts,tsx,mts,cts}'];

/**
 * The import rules of the project whose eslint.config.mjs calls this with its import.meta.url:
 * the wrapped libraries it is not the wrapper of, imports past an index.ts, the screen tests'
 * harness outside spec files, and its own bans. ESLint does not merge a rule's options across
 * blocks (the later block's replace the earlier's), so the spec files' block repeats the rest.
 */
export function projectRules(configUrl) {
  const pkg = readPackage(dirname(fileURLToPath(configUrl)));
  const project = { name: pkg.name, tags: pkg.nx?.tags ?? [] };
  const own = frameworkFree[project.name] ?? { paths: [], patterns: [] };
  const paths = [
    ...wrappedLibraries.filter((library) => !library.wrapper(project)).map(({ name, message }) => ({ name, message })),
    ...own.paths,
  ];
  const patterns = [deepImportPattern(), ...own.patterns];
  const routeTesting = { name: '@fobu/route-testing', message: routeTestingInSpecsOnly };
  return [
    {
      files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
      rules: { 'no-restricted-imports': ['error', { paths: [...paths, routeTesting], patterns }] },
    },
    { files: specFiles, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } },
  ];
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      // The back end's bundle (apps/backend/scripts/bundle.mjs) and what tests build in a tmp folder.
      '**/bundle',
      '**/tmp',
      '**/out-tsc',
      '**/test-output',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      'tools/lint-fixtures/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          // A library whose screens load lazily may offer a small second entry for the screens that load it
          // (the offer search's switch and the dashboard's section): importing that entry does not bring the screens.
          checkDynamicDependenciesExceptions: ['@fobu/workgroup-work/parts', '@fobu/speaker-work/picker'],
          // vite-plugin-pwa's registration is a virtual module of the portal's build.
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^virtual:pwa-register$'],
          // Tags decide here, so these hold from any folder. ky and the router are banned outside
          // their wrappers by projectRules (its message names the wrapper); the layer bans stay here.
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:feature-part', 'type:routing', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature-part', 'type:routing', 'type:data-access', 'type:ui', 'type:util', 'type:testing'],
            },
            // Screens that several role groups' features show (the catalogue, the staff's offer work): like a feature, but
            // importable by features; the staff's preview shows an offer with the catalogue's own view.
            {
              sourceTag: 'type:feature-part',
              onlyDependOnLibsWithTags: ['type:feature-part', 'type:routing', 'type:data-access', 'type:ui', 'type:util', 'type:testing'],
            },
            // The screen tests' harness (renderRoute): the whole shell with fake services, for spec files.
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:feature', 'type:feature-part', 'type:routing', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:routing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: ['@tanstack/react-query'] },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: ['react', 'react-dom', '@chakra-ui/*', '@tanstack/*', 'ky'],
            },
            // The servers' own libraries (SQL, a database driver, worker threads) never reach the browser.
            { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['*'], notDependOnLibsWithTags: ['scope:server'] },
            // The reference back end shares only what the contract and the domain's rules are with the portal:
            // no screens, shell, data access or UI (type:app alone would allow them); with the BFF, the servers' SQL.
            {
              sourceTag: 'scope:backend',
              onlyDependOnLibsWithTags: ['type:util', 'scope:server'],
            },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'type:util'] },
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared'],
            },
            {
              sourceTag: 'scope:public',
              onlyDependOnLibsWithTags: ['scope:public', 'scope:shared'],
            },
            {
              sourceTag: 'scope:booking',
              onlyDependOnLibsWithTags: ['scope:booking', 'scope:shared'],
            },
            {
              sourceTag: 'scope:organiser',
              onlyDependOnLibsWithTags: ['scope:organiser', 'scope:shared'],
            },
            {
              sourceTag: 'scope:admin',
              onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'],
            },
            {
              sourceTag: 'scope:controlling',
              onlyDependOnLibsWithTags: ['scope:controlling', 'scope:shared'],
            },
            {
              sourceTag: 'scope:dienstposten',
              onlyDependOnLibsWithTags: ['scope:dienstposten', 'scope:shared'],
            },
          ],
        },
      ],
    },
  },
];
