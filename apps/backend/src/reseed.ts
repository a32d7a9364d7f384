import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ensureClients } from './idp/oauth/oauth-clients';
import { loadConfig } from './config';
import { openDb } from '@fobu/server-sql';
import { migrate } from './db/migrations';
import { seed } from './seed/seed';
import { addLoadDates } from './seed/load-dates';
import { parseArgs } from 'node:util';

/**
 * Re-seed command: wipes users and business data and writes the seed again (stop the server first
 * when on PGlite). `--termine N` then adds load data until iqsh has N dates to find (benchmarks);
 * `--lehrkraefte N` generates N teachers per tenant instead of 300 (a state's 30,000: tools/load-state).
 */
const { values } = parseArgs({ options: { termine: { type: 'string' }, lehrkraefte: { type: 'string' } } });
const config = loadConfig();
if (!config.databaseUrl) mkdirSync(dirname(resolve(config.dataDir)), { recursive: true });
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await migrate(db);
const summary = await seed(db, {
  dayOffset: config.seedDayOffset,
  ...(values.lehrkraefte ? { teachers: Number(values.lehrkraefte) } : {}),
});
if (values.termine) console.log('Termine ab heute (iqsh):', await addLoadDates(db, 'iqsh', Number(values.termine)));
await ensureClients(db, config);
await db.close();
console.log('Neu befüllt:', summary);
