import nx from '@nx/eslint-plugin';

/**
 * The architecture as lint rules: a layer may only use the layers below it, a role group's
 * feature never reaches into another role group's, and third-party libraries stay behind
 * the one library of ours that wraps them (the message says which).
 */
const routerOnlyInRouting =
  '@tanstack/react-router is wrapped by @fobu/routing: import Link, useNavigate, lazyRouteComponent etc. from there.';
const kyOnlyInClients =
  'ky is wrapped by @fobu/api-clients (service calls, query options and hooks) and @fobu/auth (sign-in): use those instead.';
const authCoreWithoutReact =
  '@fobu/auth is framework-free: React bindings belong in @fobu/auth-react.';
const chartsOnlyInWrapper =
  'The chart library is wrapped once by @fobu/charts (BarChart, LineChart: data table for screen readers, dark mode, a lazily loaded chunk): import from there.';

/** recharts and Chakra's chart helpers stay behind @fobu/charts; part of every restricted-imports list below. */
const chartLibraries = ['recharts', '@chakra-ui/charts'];
const chartImports = {
  paths: chartLibraries.map((name) => ({ name, message: chartsOnlyInWrapper })),
  patterns: [
    {
      group: chartLibraries.map((name) => `${name}/*`),
      message: chartsOnlyInWrapper,
    },
  ],
};

/** The sign-in core: ky yes, React and its kin no. Also applied by libs/shared/auth's own config. */
export const authCoreRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...[
          'react',
          'react-dom',
          '@tanstack/react-query',
          '@tanstack/react-router',
        ].map((name) => ({ name, message: authCoreWithoutReact })),
        ...chartImports.paths,
      ],
      patterns: [
        { group: ['@chakra-ui/*'], message: authCoreWithoutReact },
        ...chartImports.patterns,
      ],
    },
  ],
};

/** The charts wrapper imports the chart library, and like any UI library neither ky nor the router; also applied by libs/shared/charts' own config. */
export const chartsWrapperRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: '@tanstack/react-router', message: routerOnlyInRouting },
        { name: 'ky', message: kyOnlyInClients },
      ],
    },
  ],
};

/** The service clients wrap ky; also applied by libs/shared/api-clients' own config. */
export const serviceClientRules = { 'no-restricted-imports': 'off' };

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
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
          // vite-plugin-pwa's registration is a virtual module of the portal's build.
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            '^virtual:pwa-register$',
          ],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:feature-part',
                'type:routing',
                'type:ui',
                'type:data-access',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature-part',
                'type:routing',
                'type:data-access',
                'type:ui',
                'type:util',
              ],
              bannedExternalImports: ['ky', ...chartLibraries],
            },
            // Screens that several role groups' features show (the catalogue): like a feature, but importable by features.
            {
              sourceTag: 'type:feature-part',
              onlyDependOnLibsWithTags: [
                'type:routing',
                'type:data-access',
                'type:ui',
                'type:util',
              ],
              bannedExternalImports: ['ky', ...chartLibraries],
            },
            {
              sourceTag: 'type:routing',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
              bannedExternalImports: ['ky'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
              bannedExternalImports: [
                'ky',
                '@tanstack/react-query',
                '@tanstack/react-router',
              ],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: [
                'react',
                'react-dom',
                '@chakra-ui/*',
                '@tanstack/*',
                'ky',
              ],
            },
            { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['*'] },
            {
              sourceTag: 'scope:backend',
              onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'],
            },
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
  {
    // ky stays behind the service clients and the sign-in library.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'libs/shared/api-clients/**',
      'libs/shared/auth/**',
      'apps/backend/**',
      'e2e/**',
      'tools/**',
    ],
    // Matched from a project's own folder too (where Nx lints), so the chart ban stands here as well.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: kyOnlyInClients },
            ...chartImports.paths,
          ],
          patterns: chartImports.patterns,
        },
      ],
    },
  },
  { files: ['libs/shared/auth/**/*.ts'], rules: authCoreRules },
  {
    // The router stays behind @fobu/routing.
    files: [
      'libs/feature/**/*.{ts,tsx}',
      'libs/shared/catalogue/**/*.{ts,tsx}',
      'libs/shared/ui/**/*.{ts,tsx}',
      'libs/shared/shell/**/*.{ts,tsx}',
      'apps/portal/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/react-router', message: routerOnlyInRouting },
            { name: 'ky', message: kyOnlyInClients },
            ...chartImports.paths,
          ],
          patterns: [
            {
              group: ['@fobu/*/src/*', '@fobu/*/src'],
              message:
                'Import a library through its index.ts (the package name), never past it.',
            },
            ...chartImports.patterns,
          ],
        },
      ],
    },
  },
  { files: ['libs/shared/charts/**/*.{ts,tsx}'], rules: chartsWrapperRules },
];
