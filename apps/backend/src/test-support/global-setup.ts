import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '@fobu/server-sql';
import { migrate } from '../db/migrations';
import { seed } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/** Creates one migrated and seeded PGlite data folder; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fobu-template-'));
  const db = await openDb({ dataDir: dir });
  await migrate(db);
  await seed(db);
  await db.close();
  project.provide('templateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
