import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `{file}.gz` beside every text file of `dir`, at the strongest level. */
function precompress(dir: string): void {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
  }
}

/**
 * After every other step of the build (pre-rendering, the service worker), stores each text
 * file gzip-compressed as well, for the web server to send as it is (nginx `gzip_static`):
 * smaller than compressing on the fly, and no CPU spent per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'fobu-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompress(outDir) },
  };
}
