import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/libs/feature/controlling',
  plugins: [react()],
  test: {
    name: 'feature-controlling',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../../tools/testing/vitest-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
    // Screens still in preparation have no behaviour of their own to test yet.
    passWithNoTests: true,
  },
});
