import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders no production module may import: seed and demo data, the test-only fixture endpoints. */
const TEST_AND_DEMO_FOLDERS = ['seed', 'test-fixtures'];
/** Where they may be imported: themselves, the spec harness, and the composition that seeds and mounts them. */
const MAY_IMPORT_THEM = [...TEST_AND_DEMO_FOLDERS, 'test-support', 'server.ts', 'reseed.ts'];
const src = import.meta.dirname;

function productionModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [relative(src, path)] : [];
  });
}

/** The folders under src/ that a module's relative imports reach. */
function importedFolders(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]);
  return specifiers.map((specifier) => relative(src, join(src, file, '..', specifier)).split('/')[0]);
}

describe('back-end layering', () => {
  it('keeps seed data and test fixtures out of production modules', () => {
    const offending = productionModules(src)
      .filter((file) => !MAY_IMPORT_THEM.includes(file.split('/')[0]))
      .flatMap((file) =>
        importedFolders(file)
          .filter((folder) => TEST_AND_DEMO_FOLDERS.includes(folder))
          .map((folder) => `${file} → ${folder}/`),
      );
    expect(offending).toEqual([]);
  });
});
