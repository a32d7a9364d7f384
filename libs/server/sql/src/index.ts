export { openDb, type Db, type DbOptions, type Sql } from './lib/db';
export { applyMigrations, type Migration } from './lib/migrations';
export { prepared, type PreparedStatement, type Statement } from './lib/prepared';
