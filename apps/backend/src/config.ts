import { resolve } from 'node:path';
import type { RateLimit } from './http/rate-limit';

export type ServiceKey = 'idp' | 'forms' | 'institutions' | 'notification' | 'qr';

/** Everything the back end reads from its environment, with the local defaults of runtime-config.md. */
export interface BackendConfig {
  ports: Record<ServiceKey, number>;
  host: string;
  /** Base URL each service is reached at from the browser. */
  publicUrls: Record<ServiceKey, string>;
  databaseUrl?: string;
  dataDir: string;
  /** Portal origins allowed by CORS and as redirect URI origins. */
  portalOrigins: string[];
  clients: {
    web: { clientId: string; clientSecret: string };
    mobile: { clientId: string; clientSecret: string };
    forms: { clientId: string; clientSecret: string };
    institutions: { clientId: string; clientSecret: string };
    notification: { clientId: string; clientSecret: string };
  };
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
  /**
   * Seconds a sign-in lasts at most, whatever its refreshes: a working day in the browser, the
   * installed app's 30 days (its cookie lifetime, spec) there.
   */
  sessionLifetime: { web: number; mobile: number };
  codeLifetime: number;
  /** An empty database is seeded as if today were this many days later (SEED_DAY_OFFSET; tests of day independence). */
  seedDayOffset: number;
  /** Serves the test-only fixture endpoints (BACKEND_TEST_FIXTURES=1; the e2e tests). Never on otherwise. */
  testFixtures: boolean;
  /**
   * Demo mode (BACKEND_DEMO=1; `npm start` and the tests): an empty database gets the seed with its
   * demo accounts, and the sign-in page offers them with one click. Without it the back end refuses
   * to start with the default client secrets or with demo accounts in its database.
   */
  demoMode: boolean;
  /** Per client address: contact and feedback messages, and token requests (of every token endpoint together). */
  rateLimits: { contact: RateLimit; token: RateLimit };
}

/** The client secrets a local demo runs with; a deployment sets its own (FOBU_*_SECRET), or the back end refuses to start. */
export const DEFAULT_SECRETS = {
  web: 'fobu-web-geheim',
  mobile: 'fobu-mobile-geheim',
  forms: 'formix-geheim',
  institutions: 'bildungseinrichtungen-geheim',
  notification: 'notification-geheim',
} as const satisfies Record<keyof BackendConfig['clients'], string>;

const DEFAULT_PORTS: Record<ServiceKey, number> = {
  idp: 4100,
  forms: 4101,
  institutions: 4102,
  notification: 4103,
  qr: 4104,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<BackendConfig> = {}): BackendConfig {
  const host = env['BACKEND_HOST'] ?? '127.0.0.1';
  const basePort = env['BACKEND_BASE_PORT'] ? Number(env['BACKEND_BASE_PORT']) : undefined;
  const ports = Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as ServiceKey[]).map((key, i) => [
      key,
      Number(env[`BACKEND_PORT_${key.toUpperCase()}`] ?? (basePort !== undefined ? basePort + i : DEFAULT_PORTS[key])),
    ]),
  ) as Record<ServiceKey, number>;
  const ports2 = overrides.ports ?? ports;
  const publicHost = env['BACKEND_PUBLIC_HOST'] ?? 'localhost';
  const publicUrls = Object.fromEntries(
    (Object.keys(ports2) as ServiceKey[]).map((key) => [key, `http://${publicHost}:${ports2[key]}`]),
  ) as Record<ServiceKey, string>;
  return {
    ports: ports2,
    host,
    publicUrls,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['BACKEND_DATA_DIR'] ?? resolve(import.meta.dirname, '../../../.data/pglite'),
    portalOrigins: (env['PORTAL_ORIGINS'] ?? 'http://localhost:4200,http://localhost:4300')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    clients: {
      web: {
        clientId: 'fobu-web',
        clientSecret: env['FOBU_WEB_SECRET'] ?? DEFAULT_SECRETS.web,
      },
      mobile: {
        clientId: 'fobu-mobile',
        clientSecret: env['FOBU_MOBILE_SECRET'] ?? DEFAULT_SECRETS.mobile,
      },
      forms: {
        clientId: 'fobu-portal-formix',
        clientSecret: env['FOBU_FORMS_SECRET'] ?? DEFAULT_SECRETS.forms,
      },
      institutions: {
        clientId: 'fobu-portal-bildungseinrichtungen',
        clientSecret: env['FOBU_INSTITUTIONS_SECRET'] ?? DEFAULT_SECRETS.institutions,
      },
      notification: {
        clientId: 'fobu-portal-notification',
        clientSecret: env['FOBU_NOTIFICATION_SECRET'] ?? DEFAULT_SECRETS.notification,
      },
    },
    accessTokenLifetime: Number(env['ACCESS_TOKEN_LIFETIME'] ?? 3600),
    refreshTokenLifetime: Number(env['REFRESH_TOKEN_LIFETIME'] ?? 30 * 86_400),
    sessionLifetime: {
      web: Number(env['SESSION_LIFETIME_WEB'] ?? 12 * 3600),
      mobile: Number(env['SESSION_LIFETIME_MOBILE'] ?? 30 * 86_400),
    },
    codeLifetime: Number(env['AUTH_CODE_LIFETIME'] ?? 60),
    seedDayOffset: dayOffset(env['SEED_DAY_OFFSET']),
    testFixtures: env['BACKEND_TEST_FIXTURES'] === '1',
    demoMode: env['BACKEND_DEMO'] === '1',
    rateLimits: {
      contact: { limit: Number(env['RATE_LIMIT_CONTACT'] ?? 10), windowSeconds: 600 },
      token: { limit: Number(env['RATE_LIMIT_TOKEN'] ?? 300), windowSeconds: 60 },
    },
    ...overrides,
  };
}

function dayOffset(value: string | undefined): number {
  const days = Number(value ?? 0);
  if (!Number.isFinite(days)) throw new Error(`SEED_DAY_OFFSET muss eine Zahl von Tagen sein, nicht „${value}“.`);
  return days;
}

/** The portal's /config.json (runtime-config.md), matching the seeded clients. */
export function runtimeConfig(config: BackendConfig) {
  const { clients, publicUrls } = config;
  return {
    environment: 'local',
    idp: {
      url: publicUrls.idp,
      authorizePath: '/oauth/authorize',
      loginMode: 'redirect',
      web: clients.web,
      mobile: clients.mobile,
    },
    services: {
      user: { url: publicUrls.idp },
      forms: { url: publicUrls.forms, ...clients.forms },
      institutions: { url: publicUrls.institutions, ...clients.institutions },
      notification: { url: publicUrls.notification, ...clients.notification },
      qr: { url: publicUrls.qr },
    },
  };
}
