import { applyMigrations, type Db, type Migration } from '@fobu/server-sql';

/**
 * The BFF's tables (docs/bff.md). Their ids start with `bff_`, so that the BFF may share a PostgreSQL
 * database with the back end (one `schema_migrations`). Tokens are stored encrypted (token-cipher.ts);
 * times come from the BFF's clock, never from `now()`, so that tests can move them.
 */
const MIGRATIONS: readonly Migration[] = [
  {
    id: 'bff_001_sitzungen',
    sql: `
CREATE TABLE bff_sitzungen (
  id_hash text PRIMARY KEY, client text NOT NULL, mandant text NOT NULL, benutzer jsonb NOT NULL, aktive_rolle text,
  access_token text NOT NULL, refresh_token text, access_ablauf timestamptz NOT NULL,
  erstellt timestamptz NOT NULL, letzte_aktivitaet timestamptz NOT NULL
);
CREATE INDEX bff_sitzungen_aktivitaet ON bff_sitzungen (letzte_aktivitaet);
CREATE TABLE bff_anmeldungen (
  state text PRIMARY KEY, bindung_hash text NOT NULL, verifier text NOT NULL, mandant text NOT NULL, client text NOT NULL,
  erstellt timestamptz NOT NULL
);
CREATE TABLE bff_diensttoken (dienst text PRIMARY KEY, token text NOT NULL, ablauf timestamptz NOT NULL);
`,
  },
];

export function migrateBff(db: Db): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS);
}
