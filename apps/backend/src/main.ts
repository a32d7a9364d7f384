import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stopOnSignals } from '@fobu/server-http';
import { loadConfig, runtimeConfig } from './config';
import { startBackend } from './server';

/**
 * Start entry: migrates, seeds if empty, starts all five services and, with
 * `--write-config <path>`, writes the portal's /config.json for them.
 */
const args = process.argv.slice(2);
const configIndex = args.indexOf('--write-config');
const configPath = configIndex >= 0 ? args[configIndex + 1] : undefined;
if (configIndex >= 0 && !configPath) {
  console.error('--write-config braucht einen Pfad.');
  process.exit(2);
}

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(dirname(resolve(config.dataDir)), { recursive: true });
const backend = await startBackend(config);
if (configPath) {
  mkdirSync(dirname(resolve(configPath)), { recursive: true });
  writeFileSync(configPath, JSON.stringify(runtimeConfig(backend.config), null, 2) + '\n');
  console.log(`Laufzeitkonfiguration geschrieben: ${configPath}`);
}
for (const [name, url] of Object.entries(backend.urls)) console.log(`${name.padEnd(13)} ${url}`);
if (backend.mailReceiverUrl) console.log(`E-Mails (Posteingang für die Entwicklung): ${backend.mailReceiverUrl}`);
console.log(`Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : resolve(config.dataDir)}`);

stopOnSignals(backend);
