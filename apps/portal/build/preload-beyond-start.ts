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
 * Module preloads only for the chunks that the app's start has not loaded already. Vite preloads
 * every static dependency of a dynamically imported chunk by appending a `modulepreload` link for
 * each; for a chunk imported after the start (a role group's screens, a catalogue's), most of them
 * are chunks the start chunk imported itself, which the browser has in its module map. Appending
 * those links cost Chromium about 150 ms of main thread on a phone profile on the way to a signed-in
 * dashboard; the chunks not loaded yet are still fetched side by side with the imported one.
 * `startChunkName` is the name of the chunk the entry imports to start the app (after the first
 * paint, itself without preloads: its closure is the whole start).
 */
export function preloadBeyondStart(startChunkName: string) {
  let loadedAtStart: ReadonlySet<string> | undefined;
  const plugin: Plugin = {
    name: 'fobu-preload-beyond-start',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const start = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === startChunkName);
        if (start) loadedAtStart = staticImportClosure(bundle, start.fileName);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[]): string[] => {
    if (!loadedAtStart)
      throw new Error(`Der Start-Chunk "${startChunkName}" fehlt im Build: welche Chunks vorab geladen werden, ist unbestimmt.`);
    const loaded = loadedAtStart;
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
