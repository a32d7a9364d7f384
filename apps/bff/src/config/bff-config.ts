import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { SpecRuntimeConfig } from '@fobu/config';
import { readSpecRuntimeConfig } from './portal-config';

/** Everything the BFF reads from its command line and environment (docs/bff.md). */
export interface BffConfig {
  readonly portal: SpecRuntimeConfig;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl?: string;
  readonly databasePoolSize: number;
  readonly dataDir: string;
  /** AES-256-GCM key of the tokens at rest. */
  readonly sessionKey: Buffer;
  /**
   * The portal's origin as the browser sees it (`https://fortbildung.example`), when a proxy in
   * front does not pass it on (Host, X-Forwarded-Proto); the redirect URI and the cookie's name follow it.
   */
  readonly publicOrigin?: string;
}

function argument(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} braucht einen Wert.`);
  return value;
}

function sessionKeyOf(value: string | undefined, log: Pick<Console, 'warn'>): Buffer {
  if (!value) {
    log.warn('BFF_SESSION_KEY fehlt: ein zufälliger Schlüssel für diesen Start (Sitzungen enden mit dem Prozess).');
    return randomBytes(32);
  }
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('BFF_SESSION_KEY muss 32 Bytes in Base64 sein.');
  return key;
}

export function loadBffConfig(argv: readonly string[], env: NodeJS.ProcessEnv, log: Pick<Console, 'warn'> = console): BffConfig {
  const portalConfig = argument(argv, '--portal-config') ?? env['BFF_PORTAL_CONFIG'];
  if (!portalConfig)
    throw new Error('--portal-config <Datei> fehlt: die Laufzeitkonfiguration des Portals mit Diensten und Client-Geheimnissen.');
  return {
    portal: readSpecRuntimeConfig(portalConfig),
    port: Number(argument(argv, '--port') ?? env['BFF_PORT'] ?? 4400),
    host: env['BFF_HOST'] ?? '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    databasePoolSize: Number(env['DATABASE_POOL_SIZE'] ?? 10),
    dataDir: env['BFF_DATA_DIR'] ?? resolve(import.meta.dirname, '../../../../.data/bff-pglite'),
    sessionKey: sessionKeyOf(env['BFF_SESSION_KEY'], log),
    publicOrigin: env['BFF_PUBLIC_ORIGIN'] || undefined,
  };
}
