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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
