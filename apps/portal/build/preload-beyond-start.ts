import type { Plugin, Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;

/** The file names of a chunk and of every chunk it imports statically, directly or not. */
function staticImportClosure(bundle: Bundle, fileName: string): ReadonlySet<string> {
  const closure = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (closure.has(name) || chunk?.type !== 'chunk') return;
    closure.add(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return closure;
}

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
  let bundle: Bundle | undefined;
  let loadedAtStart: ReadonlySet<string> | undefined;
  const loadedByChunk = new Map<string, ReadonlySet<string>>();
  const plugin: Plugin = {
    name: 'fobu-preload-beyond-start',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedByChunk.clear();
        const start = Object.values(output).find((chunk) => chunk.type === 'chunk' && chunk.name === startChunkName);
        if (start) loadedAtStart = staticImportClosure(output, start.fileName);
      },
    },
  };
  const loadedBy = (output: Bundle, fileName: string): ReadonlySet<string> => {
    let loaded = loadedByChunk.get(fileName);
    if (!loaded) loadedByChunk.set(fileName, (loaded = staticImportClosure(output, fileName)));
    return loaded;
  };
  const resolveDependencies = (_file: string, deps: string[], host?: { hostId: string; hostType: 'html' | 'js' }): string[] => {
    if (!bundle || !loadedAtStart)
      throw new Error(`Der Start-Chunk "${startChunkName}" fehlt im Build: welche Chunks vorab geladen werden, ist unbestimmt.`);
    const atStart = loadedAtStart;
    const withImporter = host?.hostType === 'js' ? loadedBy(bundle, host.hostId) : new Set<string>();
    return deps.filter((dep) => !atStart.has(dep) && !withImporter.has(dep));
  };
  return { plugin, resolveDependencies };
}
