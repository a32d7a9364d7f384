export { openDb, type Db, type DbOptions, type Sql } from './lib/db';
export { applyMigrations, type Migration } from './lib/migrations';
