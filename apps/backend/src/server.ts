import type { Hono } from 'hono';
import { scheduleSignInStateSweep } from './idp/sign-in/expired-sign-in-state';
import { ensureClients } from './idp/oauth/oauth-clients';
import { createOAuthServer } from './idp/oauth/oauth-model';
import type { BackendConfig, ServiceKey } from './config';
import { openDb, type Db } from '@fobu/server-sql';
import { migrate } from './db/migrations';
import { unsafeOutsideDemoMode } from './demo-mode';
import { startEmailDelivery } from './mail/email-delivery';
import { scheduleKontaktanfragenSweep } from './notification/kontaktanfragen';
import { scheduleReminders } from './notification/reminders';
import { scheduleEvaluationInvitations } from './forms/evaluation/evaluation-invitations';
import { scheduleArchiveSweep } from './forms/archive/archive-sweep';
import { scheduleDailySummaries } from './forms/overview/daily-summary/compose-summaries';
import { scheduleNeedsSweep } from './forms/participation-needs/needs-queries';
import { isSeeded, seed, type SeedOptions } from './seed/seed';
import { listen, type Listening } from '@fobu/server-http';
import { createFormsApp } from './forms/forms-app';
import { createIdpApp } from './idp/idp-app';
import { createInstitutionsApp } from './institutions/institutions-app';
import { createNotificationApp } from './notification/notification-app';
import { createQrApp } from './qr/qr-app';
import { addTestFixtures } from './test-fixtures/test-fixtures';
import { addUnsubscribeFixtures } from './test-fixtures/unsubscribe-fixtures';
import { addOperations } from './operations/operations';
import type { LogWriter } from './operations/request-log';

export interface RunningBackend {
  db: Db;
  config: BackendConfig;
  urls: Record<ServiceKey, string>;
  /** The development mailbox („Posteingang für die Entwicklung“), in demo mode without SMTP_URL. */
  mailReceiverUrl?: string;
  close(): Promise<void>;
}

/** Builds the five services' apps on one database. */
export function createApps(db: Db, config: BackendConfig): Record<ServiceKey, Hono> {
  const oauth = createOAuthServer(db, config);
  const idp = createIdpApp(db, config, oauth);
  // Test only (BACKEND_TEST_FIXTURES=1): without it the paths do not exist.
  if (config.testFixtures) addTestFixtures(idp, db);
  if (config.testFixtures) addUnsubscribeFixtures(idp, db, config);
  return {
    idp,
    forms: createFormsApp(db, config, oauth),
    institutions: createInstitutionsApp(db, config, oauth),
    notification: createNotificationApp(db, config, oauth),
    qr: createQrApp(config),
  };
}

/** Opens the database, migrates, seeds if empty, registers the OAuth clients and listens. Port 0 picks a free port. */
export async function startBackend(
  config: BackendConfig,
  options: { seed?: SeedOptions; db?: Db; logWriter?: LogWriter } = {},
): Promise<RunningBackend> {
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  await migrate(db);
  if (config.demoMode) {
    if (!(await isSeeded(db))) await seed(db, options.seed ?? { dayOffset: config.seedDayOffset });
  } else {
    const problems = await unsafeOutsideDemoMode(db, config);
    if (problems.length > 0) {
      if (!options.db) await db.close();
      throw new Error(`Das Back-End startet so nicht (ohne BACKEND_DEMO=1):\n- ${problems.join('\n- ')}`);
    }
  }
  await ensureClients(db, config);
  const stopSweeps = [
    scheduleKontaktanfragenSweep(db),
    scheduleReminders(db),
    scheduleEvaluationInvitations(db, config.signingKey),
    scheduleSignInStateSweep(db),
    scheduleArchiveSweep(db, config.archiveAfterDays),
    scheduleDailySummaries(db, config.mail.portalUrl),
    scheduleNeedsSweep(db),
  ];
  const email = await startEmailDelivery(db, config);
  const apps = createApps(db, config);
  const operations = addOperations(apps, db, config.operations, options.logWriter);
  const servers: Listening[] = [];
  const urls = {} as Record<ServiceKey, string>;
  for (const key of Object.keys(apps) as ServiceKey[]) {
    const listening = await listen(apps[key].fetch, config.ports[key], config.host);
    servers.push(listening);
    urls[key] = `http://localhost:${listening.port}`;
  }
  const actual = {
    ...config,
    publicUrls: config.ports.idp === 0 ? urls : config.publicUrls,
  };
  return {
    db,
    config: actual,
    urls,
    mailReceiverUrl: email.receiverUrl,
    async close() {
      await operations.beginStopping();
      for (const stop of stopSweeps) stop();
      // Requests in flight finish before the database closes: nothing is left half-written.
      await Promise.all(servers.map((listening) => listening.stop()));
      await email.stop();
      if (!options.db) await db.close();
    },
  };
}
