/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { testOptions } from '@fobu/testing';
import { branchChunksPlugin, CHUNK_ANALYSIS_MODE } from './build/branch-chunks';
import { chakraStartUpPlugin } from './build/chakra-start-up';
import { compileHintBanner } from './build/compile-hints';
import { globalStylesPlugin } from './build/global-styles';
import { preloadBeyondStart } from './build/preload-beyond-start';
import { preloadFontsPlugin } from './build/preload-fonts';
import { precompressPlugin } from './build/precompress';
import { prerenderPlugin } from './build/prerender';
import { pwaPlugin } from './build/pwa';
import { securityTxtPlugin } from './build/security-txt';
import { staticStylesPlugin } from './build/static-styles';

const modulePreloads = preloadBeyondStart('boot');

export default defineConfig(({ mode }) => {
  // The first of two builds, which only shows how the code splits (build/branch-chunks.ts), writes nothing.
  const analysingChunks = mode === CHUNK_ANALYSIS_MODE;
  return {
    root: import.meta.dirname,
    cacheDir: '../../node_modules/.vite/apps/portal',
    // Apart from `npm start`'s 4200, so that the production build's service worker never controls the dev server's pages.
    server: { port: 4300, host: 'localhost', strictPort: true },
    preview: { port: 4200, host: 'localhost', strictPort: true },
    plugins: [
      react(),
      securityTxtPlugin({
        contact: process.env.FOBU_SECURITY_CONTACT ?? 'mailto:it-sicherheit@fobu.schleswig-holstein.de',
        origin: process.env.FOBU_PUBLIC_ORIGIN ?? 'https://fobu.schleswig-holstein.de',
        validDays: 180,
      }),
      globalStylesPlugin({ entry: 'src/global-styles.ts', themeFolder: 'libs/shared/ui/src/lib/theme' }),
      chakraStartUpPlugin(),
      staticStylesPlugin(),
      preloadFontsPlugin({ pattern: /fira-sans-latin-\d+-normal-[\w-]+\.woff2$/ }),
      ...(analysingChunks ? [] : [prerenderPlugin({ entry: 'src/prerender.tsx' }), precompressPlugin()]),
      pwaPlugin({ disable: analysingChunks }),
      modulePreloads.plugin,
      branchChunksPlugin({ branchTable: 'src/app/role-group-screens.ts' }),
    ],
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: true,
      sourcemap: process.env.FOBU_SOURCEMAP === '1',
      // FOBU_NOMINIFY=1: readable function names in a CPU profile (docs/performance.md).
      minify: process.env.FOBU_NOMINIFY !== '1',
      target: 'es2022',
      // Every browser the portal supports (ES2022) has modulepreload: no polyfill in the entry.
      // The entry starts the app after the first paint without listing the app's chunks as
      // modulepreload links: appending them cost Chromium about 40 ms of main thread on a phone
      // (one long task); the app's chunk names them itself, and the browser fetches them at once.
      // Later dynamic imports preload only what the start has not loaded (preload-beyond-start.ts).
      modulePreload: { polyfill: false, resolveDependencies: modulePreloads.resolveDependencies },
      // Chunks of 16,000 characters and more are compiled eagerly, off the main thread, except
      // controlling's charts (recharts with d3) and the door's barcode reader (build/compile-hints.ts).
      rolldownOptions: {
        output: {
          // The query cache's code in one chunk, which the screens that ask the services load (the
          // start page and the text pages do not, lazy-query-client.ts): split by Rolldown, it was
          // three more scripts on a list's first visit (issue 45). The German dates and numbers, which
          // every list and dashboard writes, in one chunk too: apart, each was a script of its own.
          // Not the decimals (german-decimals.ts), which the lists do not write.
          codeSplitting: {
            groups: [
              { name: 'query-cache', test: /[\\/]@tanstack[\\/]query-core[\\/]|[\\/]query-client-class\.ts$/ },
              { name: 'german-formats', test: /[\\/]libs[\\/]shared[\\/]domain[\\/]src[\\/]lib[\\/]german-(dates|numbers)\.ts$/ },
            ],
          },
          postBanner: compileHintBanner({
            lazyLibraries: /[\\/]node_modules[\\/](recharts|d3-[\w-]+|victory-vendor|@?zxing[\w-]*|barcode-detector)[\\/]/,
            minLength: 16_000,
          }),
        },
      },
    },
    test: { ...testOptions(import.meta.dirname, { environment: 'jsdom' }), include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'] },
  };
});
