import { listen, type Listening } from '@fobu/server-http';
import { openDb, type Db } from '@fobu/server-sql';
import { LONG_SESSION_SECONDS, MOBILE_COOKIE_LIFETIME_DAYS } from '@fobu/domain';
import { createBffApp } from './app';
import type { BffConfig } from './config/bff-config';
import { migrateBff } from './db/bff-migrations';
import { systemClock, type Clock } from './http/clock';
import { identityProvider } from './oauth/identity-provider';
import { serviceTokens } from './oauth/service-tokens';
import { userService } from './oauth/user-service';
import { sessionStore } from './session/session-store';
import { signInStore } from './session/sign-in-store';
import { tokenCipher } from './session/token-cipher';
import { userSessions } from './session/user-sessions';

export interface RunningBff {
  readonly url: string;
  readonly db: Db;
  close(): Promise<void>;
}

export interface BffOptions {
  /** An open database instead of the configured one (tests); the BFF then leaves it open. */
  readonly db?: Db;
  readonly clock?: Clock;
  /** What the BFF calls the identity provider and the services with (tests count and watch). */
  readonly fetch?: typeof fetch;
}

const SWEEP_MS = 60_000;

/** Opens the database, migrates, and serves the BFF; port 0 picks a free port. */
export async function startBff(config: BffConfig, options: BffOptions = {}): Promise<RunningBff> {
  const db = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));
  await migrateBff(db);
  const clock = options.clock ?? systemClock;
  const fetchImpl = options.fetch ?? fetch;
  const cipher = tokenCipher(config.sessionKey);
  const idp = identityProvider(config.portal, fetchImpl);
  const store = sessionStore(db, cipher);
  const signIns = signInStore(db, cipher);
  const app = createBffApp({
    portal: config.portal,
    publicOrigin: config.publicOrigin,
    clock,
    fetch: fetchImpl,
    idp,
    userService: userService(config.portal, fetchImpl),
    serviceTokens: serviceTokens(db, config.portal, cipher, clock, fetchImpl),
    store,
    signIns,
    sessions: userSessions(store, idp, clock),
  });
  // Rows nobody can use any more: sign-ins never finished, sessions past their end.
  const sweep = setInterval(() => {
    const now = clock();
    void Promise.all([signIns.removeStale(now), store.removeEnded(LONG_SESSION_SECONDS, MOBILE_COOKIE_LIFETIME_DAYS * 86_400, now)]).catch(
      (error: Error) => console.error('Aufräumen der Sitzungen gescheitert:', error.message),
    );
  }, SWEEP_MS);
  sweep.unref();
  const listening: Listening = await listen(app.fetch, config.port, config.host);
  return {
    url: `http://${config.host}:${listening.port}`,
    db,
    async close() {
      clearInterval(sweep);
      await listening.stop();
      if (!options.db) await db.close();
    },
  };
}
