import type { Plugin, Rollup } from 'vite';
import { chunkClosure } from './chunk-graph';

type Chunks = ReadonlyMap<string, Rollup.OutputChunk>;

/** The file names of a chunk and of every chunk it imports statically, directly or not. */
const staticImportClosure = (chunks: Chunks, fileName: string) => chunkClosure(chunks, [fileName], (chunk) => chunk.imports);

/**
 * Module preloads only for the chunks that are not loaded already when a dynamic import runs. Vite
 * preloads every static dependency of a dynamically imported chunk by appending a `modulepreload`
 * link for each, also those the browser has in its module map: the chunks the app's start loaded,
 * and those the importing chunk itself imports statically (it runs, so they are loaded). Appending
 * those links cost Chromium about 150 ms of main thread on a phone profile on the way to a
 * signed-in dashboard, and resolving each listed URL in Vite's helper more; the chunks not loaded
 * yet are still fetched side by side with the imported one. `startChunkName` is the name of the
 * chunk the entry imports to start the app (after the first paint, itself without preloads: its
 * closure is the whole start).
 */
export function preloadBeyondStart(startChunkName: string) {
  let chunks: Chunks | undefined;
  let loadedAtStart: ReadonlySet<string> | undefined;
  const loadedByChunk = new Map<string, ReadonlySet<string>>();
  const plugin: Plugin = {
    name: 'fobu-preload-beyond-start',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        const built = Object.values(output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]));
        loadedByChunk.clear();
        const start = built.find((chunk) => chunk.name === startChunkName);
        if (start) loadedAtStart = staticImportClosure(chunks, start.fileName);
      },
    },
  };
  const loadedBy = (built: Chunks, fileName: string): ReadonlySet<string> => {
    let loaded = loadedByChunk.get(fileName);
    if (!loaded) loadedByChunk.set(fileName, (loaded = staticImportClosure(built, fileName)));
    return loaded;
  };
  const resolveDependencies = (_file: string, deps: string[], host?: { hostId: string; hostType: 'html' | 'js' }): string[] => {
    if (!chunks || !loadedAtStart)
      throw new Error(`Der Start-Chunk "${startChunkName}" fehlt im Build: welche Chunks vorab geladen werden, ist unbestimmt.`);
    const atStart = loadedAtStart;
    const withImporter = host?.hostType === 'js' ? loadedBy(chunks, host.hostId) : new Set<string>();
    return deps.filter((dep) => !atStart.has(dep) && !withImporter.has(dep));
  };
  return { plugin, resolveDependencies };
}
