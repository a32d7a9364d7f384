import type { Db } from './db';

/** One step of a schema. Never edit one that has shipped: append. Plain SQL that PGlite and PostgreSQL both run. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Applies the migrations not yet applied, under an advisory lock so that parallel processes agree.
 * Several programs may share one database (the back end and the BFF): their ids must differ.
 */
export async function applyMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  return db.tx(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock(4711)');
    await sql.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await sql.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await sql.query(statement);
      await sql.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

function splitStatements(script: string): string[] {
  // A `;` at a line end ends a statement, except inside a $$-quoted function body.
  const statements: string[] = [];
  let current = '';
  script.split('$$').forEach((part, index) => {
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first, ...rest] = part.split(/;\s*\n/);
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.replace(/^--.*$/gm, '').trim()).filter(Boolean);
}
