import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { chunkClosure } from './chunk-graph';

/** The mode of the build that `branchChunksPlugin` runs first to see how the portal's code splits. */
export const CHUNK_ANALYSIS_MODE = 'chunk-analysis';

/** What the analysis needs of a built chunk (Rolldown's output chunk has it). */
export type BuiltChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'facadeModuleId' | 'isEntry' | 'moduleIds' | 'imports' | 'dynamicImports'>;

/** `…/libs/feature/organiser/src/index.ts` → `organiser`: the role group library's folder. */
const branchName = (entry: string) => entry.split(/[\\/]/).at(-3) ?? entry;

/**
 * Which module goes into which role branch's chunk, from a build split as Rolldown does by itself:
 * a branch entry (a role group's library, imported dynamically by the portal's table of branches)
 * and the chunks it imports statically, directly or not, become one chunk, except the chunks a
 * visitor can load without entering a branch (the start, the public pages and their lazy parts),
 * which stay as they are. A module that two branches' chunks hold goes into a chunk for both.
 */
export function branchChunkNames(chunks: readonly BuiltChunk[], branchEntries: readonly string[]): ReadonlyMap<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const branchChunks = new Map(
    branchEntries.map((entry) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === entry);
      if (!chunk) throw new Error(`Für die Rollengruppe ${entry} gibt es keinen eigenen Chunk.`);
      return [chunk.fileName, branchName(entry)];
    }),
  );
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const publicChunks = chunkClosure(byFile, entries, (chunk) => [...chunk.imports, ...chunk.dynamicImports], new Set(branchChunks.keys()));

  const branchesOfModule = new Map<string, string[]>();
  for (const [fileName, branch] of branchChunks)
    for (const member of chunkClosure(byFile, [fileName], (chunk) => chunk.imports, publicChunks))
      for (const id of byFile.get(member)?.moduleIds ?? []) branchesOfModule.set(id, [...(branchesOfModule.get(id) ?? []), branch]);
  return new Map([...branchesOfModule].map(([id, branches]) => [id, branches.sort().join('-')]));
}

/**
 * One chunk per role branch for what its first screen needs (`branchChunkNames`). Without it, a
 * branch's first screen loaded its modules in about 30 chunks of 0.1 to 3 KB, split by which of the
 * portal's dynamic imports reach each (every screen and lazy part is one); on a phone, loading
 * them cost a dashboard about 0.13 s (docs/performance.md). Which modules those are is known only
 * after Rolldown's tree-shaking and splitting, so the plugin first builds the portal in
 * `CHUNK_ANALYSIS_MODE` without writing it (a few seconds), then gives Rolldown a code-splitting
 * group for them. The group takes in only those modules, not what they import, so that what the
 * public pages load stays where it is. `branchTable` is the module that imports the role groups.
 */
export function branchChunksPlugin({ branchTable }: { branchTable: string }): Plugin {
  let names: ReadonlyMap<string, string> | undefined;
  let analyse: (() => Promise<ReadonlyMap<string, string>>) | undefined;
  return {
    name: 'fobu-branch-chunks',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && env.mode !== CHUNK_ANALYSIS_MODE,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id) => {
                    if (!names) throw new Error('Die Zweig-Chunks sind noch nicht bestimmt.');
                    return names.get(id) ?? null;
                  },
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      const table = resolve(config.root, branchTable);
      analyse = async () => {
        let result: ReadonlyMap<string, string> | undefined;
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: CHUNK_ANALYSIS_MODE,
          logLevel: 'warn',
          build: { write: false },
          plugins: [
            {
              name: 'fobu-branch-chunks-analysis',
              generateBundle(_options, bundle) {
                const branches = this.getModuleInfo(table)?.dynamicallyImportedIds ?? [];
                if (branches.length === 0) throw new Error(`${branchTable} importiert keine Rollengruppe dynamisch.`);
                const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
                result = branchChunkNames(chunks, branches);
              },
            },
          ],
        });
        if (!result) throw new Error('Die Analyse der Chunks hat kein Ergebnis.');
        return result;
      };
    },
    async buildStart() {
      if (!analyse) throw new Error('configResolved ist nicht gelaufen.');
      names = await analyse();
    },
  };
}
