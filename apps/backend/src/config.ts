import { DEFAULT_ARCHIVE_AFTER_DAYS, TENANT_PROFILES, TENANTS, type Tenant } from '@fobu/domain';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { WorkGateOptions } from './auth/work-gate';
import { parseTrustedProxies } from './http/client-address';
import type { RateLimit } from './http/rate-limit';
import { logLevelOf, type OperationsConfig } from './operations/operations-config';

export type ServiceKey = 'idp' | 'forms' | 'institutions' | 'notification' | 'qr';

/** Everything the back end reads from its environment, with the local defaults of runtime-config.md. */
export interface BackendConfig {
  ports: Record<ServiceKey, number>;
  host: string;
  /** Base URL each service is reached at from the browser. */
  publicUrls: Record<ServiceKey, string>;
  databaseUrl?: string;
  /** PostgreSQL connections this process opens at most (DATABASE_POOL_SIZE; the load test raises it). */
  databasePoolSize: number;
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
  /**
   * The key of the back end's own signatures (FOBU_SIGNING_KEY): check-in codes and e-mail
   * unsubscribe links. A deployment sets its own, like the client secrets.
   */
  signingKey: string;
  /**
   * Per client address: contact and feedback messages, token requests (of every token endpoint
   * together), and calendar feed fetches (so that guessing feed addresses is slow).
   */
  rateLimits: { contact: RateLimit; token: RateLimit; calendarFeed: RateLimit; verification: RateLimit };
  /**
   * The proxies in front of the services (TRUSTED_PROXIES, addresses separated by commas): behind
   * them the client's address is taken from `X-Forwarded-For` (http/client-address.ts), so that the
   * per-address limits count each teacher, not the proxy. Empty: the socket's address.
   */
  trustedProxies: ReadonlySet<string>;
  /**
   * Sign-ins' password checks at once (SIGN_IN_CONCURRENCY, default one a core) and the longest
   * expected wait in their queue (SIGN_IN_MAX_WAIT_MS, default 10 s): beyond it a sign-in is asked
   * to try again in a moment (auth/work-gate.ts).
   */
  signInGate: WorkGateOptions;
  /** Operations (docs/deployment.md): the request log's level, /metrics' token, the pause between not-ready and stopping. */
  operations: OperationsConfig;
  mail: MailConfig;
  /** Days after an offer's last date ended until the archive sweep archives it (ARCHIVE_AFTER_DAYS; docs/archive.md). */
  archiveAfterDays: number;
}

/** How notifications go out as e-mail (docs/backend.md, „E-Mail“). */
export interface MailConfig {
  /**
   * The SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example:587). Unset: in demo mode the
   * back end's own receiver takes the e-mails, otherwise none are sent.
   */
  smtpUrl?: string;
  /** The sender of each tenant's e-mails (MAIL_FROM_IQSH, MAIL_FROM_SHIBB). */
  from: Record<Tenant, string>;
  /** The portal as the e-mails link to it (PORTAL_PUBLIC_URL; default the first portal origin). */
  portalUrl: string;
  /** How often the open e-mails are sent (MAIL_SWEEP_MS). */
  sweepMs: number;
  /** The local receiver of demo mode: SMTP and its web page (BACKEND_PORT_MAIL_SMTP, BACKEND_PORT_MAIL_HTTP). */
  receiverPorts: { smtp: number; http: number };
}

/** The client secrets a local demo runs with; a deployment sets its own (FOBU_*_SECRET), or the back end refuses to start. */
export const DEFAULT_SECRETS = {
  web: 'fobu-web-geheim',
  mobile: 'fobu-mobile-geheim',
  forms: 'formix-geheim',
  institutions: 'bildungseinrichtungen-geheim',
  notification: 'notification-geheim',
} as const satisfies Record<keyof BackendConfig['clients'], string>;

/** The signing key of a local demo; outside demo mode the back end refuses to start with it. */
export const DEFAULT_SIGNING_KEY = 'fobu-demo-signaturschluessel';

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
  const portalOrigins = (env['PORTAL_ORIGINS'] ?? 'http://localhost:4200,http://localhost:4300')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    ports: ports2,
    host,
    publicUrls,
    databaseUrl: env['DATABASE_URL'] || undefined,
    databasePoolSize: Number(env['DATABASE_POOL_SIZE'] ?? 10),
    dataDir: env['BACKEND_DATA_DIR'] ?? resolve(import.meta.dirname, '../../../.data/pglite'),
    portalOrigins,
    clients: clientsOf(env),
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
    signingKey: env['FOBU_SIGNING_KEY'] ?? DEFAULT_SIGNING_KEY,
    rateLimits: {
      contact: { limit: Number(env['RATE_LIMIT_CONTACT'] ?? 10), windowSeconds: 600 },
      token: { limit: Number(env['RATE_LIMIT_TOKEN'] ?? 300), windowSeconds: 60 },
      calendarFeed: { limit: Number(env['RATE_LIMIT_CALENDAR_FEED'] ?? 60), windowSeconds: 60 },
      // The public verification page: enough for a school office checking a stack of certificates, too few to guess codes.
      verification: { limit: Number(env['RATE_LIMIT_VERIFICATION'] ?? 30), windowSeconds: 60 },
    },
    trustedProxies: parseTrustedProxies(env['TRUSTED_PROXIES']),
    signInGate: {
      concurrency: Number(env['SIGN_IN_CONCURRENCY'] ?? availableParallelism()),
      maxWaitMs: Number(env['SIGN_IN_MAX_WAIT_MS'] ?? 10_000),
    },
    operations: {
      logLevel: logLevelOf(env['LOG_LEVEL']),
      metricsToken: env['METRICS_TOKEN'] || undefined,
      shutdownDelayMs: Number(env['SHUTDOWN_DELAY_MS'] ?? 0),
    },
    mail: mailOf(env, portalOrigins, basePort),
    archiveAfterDays: Number(env['ARCHIVE_AFTER_DAYS'] ?? DEFAULT_ARCHIVE_AFTER_DAYS),
    ...overrides,
  };
}

/** The OAuth clients: the portal's two and one per token-secured service, with their secrets from the environment. */
function clientsOf(env: NodeJS.ProcessEnv): BackendConfig['clients'] {
  return {
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
  };
}

/** E-mail: the SMTP server (else demo mode's development mailbox and its ports), each tenant's sender, the portal's address. */
function mailOf(env: NodeJS.ProcessEnv, portalOrigins: string[], basePort: number | undefined): BackendConfig['mail'] {
  return {
    smtpUrl: env['SMTP_URL'] || undefined,
    from: Object.fromEntries(
      TENANTS.map((tenant) => [
        tenant,
        env[`MAIL_FROM_${tenant.toUpperCase()}`] ??
          `${TENANT_PROFILES[tenant].shortName} Fortbildungsportal <fortbildung@${tenant}.example>`,
      ]),
    ) as Record<Tenant, string>,
    portalUrl: (env['PORTAL_PUBLIC_URL'] ?? portalOrigins[0] ?? 'http://localhost:4200').replace(/\/+$/, ''),
    sweepMs: Number(env['MAIL_SWEEP_MS'] ?? 5000),
    // After the five services: 4105 and 4106, or the base port's fifth and sixth.
    receiverPorts: {
      smtp: Number(env['BACKEND_PORT_MAIL_SMTP'] ?? (basePort !== undefined ? basePort + 5 : 4105)),
      http: Number(env['BACKEND_PORT_MAIL_HTTP'] ?? (basePort !== undefined ? basePort + 6 : 4106)),
    },
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
