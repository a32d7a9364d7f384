import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startBackend } from './server';
import { inject } from 'vitest';
import { authorizeParams, PORTAL } from './test-support/harness';

const OWN_SECRETS = {
  FOBU_WEB_SECRET: 'w-1f0c',
  FOBU_MOBILE_SECRET: 'm-77a2',
  FOBU_FORMS_SECRET: 'f-93d1',
  FOBU_INSTITUTIONS_SECRET: 'i-0b4e',
  FOBU_NOTIFICATION_SECRET: 'n-5c6d',
  FOBU_SIGNING_KEY: 's-2e8f-4a1b',
};

/** A back end outside demo mode on a database of its own (an empty one unless `dataDir` is given). */
function configOutsideDemoMode(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'fobu-nodemo-'))) {
  return loadConfig(env, {
    ports: { idp: 0, forms: 0, institutions: 0, notification: 0, qr: 0 },
    host: '127.0.0.1',
    dataDir,
    portalOrigins: [PORTAL],
    databaseUrl: undefined,
  });
}

describe('outside demo mode', () => {
  it('refuses to start with the default client secrets, naming each', async () => {
    const config = configOutsideDemoMode({});
    await expect(startBackend(config)).rejects.toThrow(/Standard-Secret[\s\S]*fobu-portal-notification[\s\S]*Signaturschlüssel/);
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a database with demo accounts', async () => {
    // A copy of the tests' seeded database, with its demo accounts.
    const dataDir = mkdtempSync(join(tmpdir(), 'fobu-nodemo-'));
    cpSync(inject('templateDir'), dataDir, { recursive: true });
    const config = configOutsideDemoMode(OWN_SECRETS, dataDir);
    await expect(startBackend(config)).rejects.toThrow(/Demo-Konten/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with its own secrets on an empty database, and its sign-in page offers no demo accounts', async () => {
    const backend = await startBackend(configOutsideDemoMode(OWN_SECRETS));
    try {
      const page = await fetch(`${backend.urls.idp}/oauth/authorize?${new URLSearchParams(authorizeParams(backend))}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Benutzername');
      expect(html).not.toContain('Demo-Zugänge');
      expect(await backend.db.query('SELECT 1 FROM users')).toEqual([]);
    } finally {
      await backend.close();
      rmSync(backend.config.dataDir, { recursive: true, force: true });
    }
  });
});
