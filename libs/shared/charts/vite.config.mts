import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/libs/shared/charts',
  plugins: [react()],
  test: {
    name: 'charts',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../../tools/testing/vitest-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
  },
});
