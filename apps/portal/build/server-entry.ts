import react from '@vitejs/plugin-react';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chakraStartUpPlugin } from './chakra-start-up';

/**
 * Builds a server-side `entry` of the app for Node, with every dependency bundled, into a
 * temporary folder, and gives its module to `consume`; the folder is removed after. What the build
 * renders or computes from the app's own code (pages, the global stylesheet) goes through it,
 * with Chakra UI edited as in the browser bundle, so that both run the same design system.
 */
export async function withServerEntry<Module, Result>(
  root: string,
  entry: string,
  consume: (module: Module) => Promise<Result>,
): Promise<Result> {
  const serverDir = mkdtempSync(join(tmpdir(), 'fobu-server-entry-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react(), chakraStartUpPlugin()],
      ssr: { noExternal: true },
      build: { ssr: entry, outDir: serverDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'entry.mjs' } } },
    });
    return await consume((await import(pathToFileURL(join(serverDir, 'entry.mjs')).href)) as Module);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
