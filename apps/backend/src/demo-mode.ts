import { DEFAULT_SECRETS, DEFAULT_SIGNING_KEY, type BackendConfig } from './config';
import type { Db } from '@fobu/server-sql';

/**
 * Outside demo mode the back end holds real accounts: it must not run with the secrets everyone
 * can read in this repository, nor with demo accounts whose password is on the sign-in page.
 * Returns what is wrong, in German; empty when it may start.
 */
export async function unsafeOutsideDemoMode(db: Db, config: BackendConfig): Promise<string[]> {
  const problems = (Object.keys(DEFAULT_SECRETS) as (keyof typeof DEFAULT_SECRETS)[])
    .filter((client) => config.clients[client].clientSecret === DEFAULT_SECRETS[client])
    .map((client) => `Das Client-Secret von „${config.clients[client].clientId}“ ist das bekannte Standard-Secret (FOBU_*_SECRET setzen).`);
  if (config.signingKey === DEFAULT_SIGNING_KEY)
    problems.push('Der Signaturschlüssel ist der bekannte Standardschlüssel (FOBU_SIGNING_KEY setzen).');
  const [demo] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE demo_hint IS NOT NULL');
  if (demo.n > 0) problems.push(`Die Datenbank enthält ${demo.n} Demo-Konten mit bekanntem Passwort.`);
  return problems;
}
