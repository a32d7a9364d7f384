import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stopOnSignals } from '@fobu/server-http';
import { loadBffConfig } from './config/bff-config';
import { startBff } from './server';

/**
 * Start entry: `--portal-config <spec-mode config.json>` (the back end writes one with
 * `--write-config`), `--port`; BFF_DATA_DIR, DATABASE_URL, BFF_SESSION_KEY (docs/bff.md).
 */
const config = (() => {
  try {
    return loadBffConfig(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
})();
if (!config.databaseUrl) mkdirSync(dirname(resolve(config.dataDir)), { recursive: true });
const bff = await startBff(config);
console.log(`BFF: ${bff.url}`);
console.log(`Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : resolve(config.dataDir)}`);

stopOnSignals(bff);
