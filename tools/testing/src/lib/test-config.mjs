// Plain JavaScript (typed by test-config.d.mts, checked by this package's tsconfig): Vite loads a
// config's package imports with Node, which runs no TypeScript.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const jsdomSetupFile = fileURLToPath(new URL('./vitest-setup.ts', import.meta.url));
const watchdogSetupFile = fileURLToPath(new URL('./watchdog-setup.mjs', import.meta.url));

/** @type {typeof import('./test-config.d.mts').testOptions} */
export function testOptions(projectDir, { environment, passWithNoTests, testTimeout }) {
  const { nx } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
  return {
    name: nx.name,
    watch: false,
    globals: true,
    environment,
    setupFiles: environment === 'jsdom' ? [watchdogSetupFile, jsdomSetupFile] : [watchdogSetupFile],
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
    passWithNoTests,
    testTimeout,
  };
}

/** @type {typeof import('./test-config.d.mts').libraryTestConfig} */
export function libraryTestConfig(projectDir, options) {
  return defineConfig({
    root: projectDir,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', relative(workspaceRoot, projectDir)),
    plugins: options.react ? [react()] : [],
    test: testOptions(projectDir, options),
  });
}
