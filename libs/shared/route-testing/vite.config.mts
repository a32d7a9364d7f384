import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/libs/shared/route-testing',
  plugins: [react()],
  test: {
    name: 'route-testing',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../../tools/testing/vitest-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
  },
});
