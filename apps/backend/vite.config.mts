import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/backend',
  test: {
    name: 'backend',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // Each file starts its own back end on its own copy of the database, so the files share nothing
    // that a module keeps: they run without a fresh module graph each (importing the back end again
    // for every file was a fifth of the suite's time) and on every core (vitest leaves one free by
    // default, which on 2 cores is one worker). Measured on 2 cores: 262 s instead of about 24 min.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
