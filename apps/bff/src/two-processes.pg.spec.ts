import { openDb, type Db } from '@fobu/server-sql';
import { randomBytes } from 'node:crypto';
import type { RunningBff } from './server';
import { startTestBff, testClock, userAgent } from './test-support/bff-harness';

const url = process.env['DATABASE_URL'];
const clock = testClock();
/** The refreshes both BFFs asked the identity provider's token endpoint for, and its answers. */
const refreshes: number[] = [];
let watcher: Db;

/**
 * Whether a connection of this database waits for a lock: the other BFF's request, held at the
 * session row while this one refreshes.
 */
async function someoneWaitsForALock(): Promise<boolean> {
  const [row] = await watcher.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row.waiting > 0;
}

/**
 * The BFFs' fetch: a refresh is held until the other BFF's request waits at the row's lock, so that
 * both are in flight at once whatever the machine's speed; then it is counted.
 */
const watchingFetch: typeof fetch = async (input, init) => {
  const body = init?.body instanceof URLSearchParams ? init.body.toString() : String(init?.body ?? '');
  const refresh = String(input).endsWith('/oauth/token') && body.includes('grant_type=refresh_token');
  if (refresh) await vi.waitFor(async () => expect(await someoneWaitsForALock()).toBe(true), { timeout: 10_000, interval: 20 });
  const response = await fetch(input, init);
  if (refresh) refreshes.push(response.status);
  return response;
};

/*
 * Two BFFs in this process, each with its own pool of connections to one PostgreSQL: to PostgreSQL
 * they are two clients as two processes would be (the locks are per connection), while the test
 * moves both clocks past the access token's end and watches both fetches.
 */
describe.skipIf(!url)('two BFFs on one PostgreSQL', () => {
  let a: RunningBff;
  let b: RunningBff;
  beforeAll(async () => {
    watcher = await openDb({ databaseUrl: url, poolSize: 1 });
    const sessionKey = randomBytes(32);
    // One after the other: the second finds the tables migrated.
    a = await startTestBff({ databaseUrl: url, sessionKey, clock: clock.now, fetch: watchingFetch });
    b = await startTestBff({ databaseUrl: url, sessionKey, clock: clock.now, fetch: watchingFetch });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await watcher?.close();
  });

  /** The same browser (cookie jar) at the other BFF. */
  function sameBrowserAt(bff: RunningBff, browser: ReturnType<typeof userAgent>) {
    const other = userAgent(bff);
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    return other;
  }

  it('serves a session made through one through the other', async () => {
    const atA = userAgent(a);
    await atA.signIn('lehrkraft.iqsh');
    const atB = sameBrowserAt(b, atA);
    const session = await atB.request('/bff/sitzung');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { uid: '1001' }, mandant: 'iqsh', client: 'web' });
    expect((await atB.request('/api/forms/api/v1/anmeldungen/meine')).status).toBe(200);
  });

  it('refreshes an expired access token once when both get a request at the same moment', async () => {
    const atA = userAgent(a);
    await atA.signIn('veranstaltungsleiter.iqsh');
    const atB = sameBrowserAt(b, atA);
    // Past the access token's hour, within the role's 90 minutes.
    clock.advance(3_700);
    const user = '/api/user/api/v1/user?scope=user&application=FOBU&mandant=iqsh';
    const answers = await Promise.all([atA.request(user), atB.request(user)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(refreshes).toEqual([200]);
    // The new token is the one both hold: later calls through either need no refresh.
    expect((await atB.request('/api/forms/api/v1/anmeldungen/meine')).status).toBe(200);
    expect((await atA.request(user)).status).toBe(200);
    expect(refreshes).toEqual([200]);
  });
});
