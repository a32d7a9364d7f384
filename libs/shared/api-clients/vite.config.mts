import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/libs/shared/api-clients',
  test: {
    name: 'api-clients',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../../tools/testing/vitest-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
  },
});
