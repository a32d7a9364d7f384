import { TEST_RUNTIME_CONFIG } from '@fobu/config/testing';
import type { ServerUserRecord } from '@fobu/api-contract';
import { createTokenCipher } from '../lib/crypto/token-cipher';
import type { TabLock } from '../lib/refresh/tab-lock';
import type { PageEnvironment } from '../lib/session/page-environment';
import type { RuntimeEnvironment } from '../lib/session/runtime-environment';
import type { TabChannel, TabMessage } from '../lib/session/tab-channel';
import { serializeCookie, type CookieJar } from '../lib/storage/cookie-jar';

export const testConfig = TEST_RUNTIME_CONFIG;

export function userRecord(overrides: Partial<ServerUserRecord> = {}): ServerUserRecord {
  return {
    uid: '4711',
    email: 'a.beispiel@schule.example',
    salutation: 'Frau',
    vorname: 'Anna',
    name: 'Beispiel',
    dstnr: '0101234',
    dstnr_mitarbeiter: '0101234-17',
    roles: [
      { application: 'FOBU', status: 1, role: 'lehrkraft' },
      { application: 'FOBU', status: 1, role: 'schulleitung' },
    ],
    active_role: { role: 'schulleitung' },
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An identity provider and user service in memory, with rotating refresh tokens like the
 * reference back end: a refresh token works once. `fail` makes the next calls of a path fail.
 */
export function createFakeIdentityProvider(record: ServerUserRecord = userRecord()) {
  let serial = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const calls: string[] = [];
  const failures = new Map<string, number>();
  const vtypes: Record<string, string> = { T1: 'TERMIN', A1: 'ABRUF', S1: 'SLK' };
  let activeRole = record.active_role.role;
  let offline = false;

  const issue = () => {
    serial += 1;
    const tokens = { token_type: 'Bearer', expires_in: 3600, access_token: `access-${serial}`, refresh_token: `refresh-${serial}` };
    access.add(tokens.access_token);
    refresh.add(tokens.refresh_token);
    return tokens;
  };
  const authorised = (request: Request) => access.has((request.headers.get('Authorization') ?? '').replace('Bearer ', ''));

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push(key);
    if (offline) throw new TypeError('Failed to fetch');
    const failing = failures.get(key) ?? 0;
    if (failing > 0) {
      failures.set(key, failing - 1);
      return json({ error: 'server_error' }, 500);
    }
    switch (key) {
      case 'POST /oauth/token': {
        const form = new URLSearchParams(await request.text());
        if (form.get('grant_type') === 'authorization_code')
          return form.get('code') === 'good-code' ? json(issue()) : json({ error: 'invalid_grant' }, 400);
        const token = form.get('refresh_token') ?? '';
        if (!refresh.delete(token)) return json({ error: 'invalid_grant' }, 400);
        return json(issue());
      }
      case 'GET /api/v1/user':
        return authorised(request) ? json({ ...record, active_role: { role: activeRole } }) : json({ error: 'invalid_token' }, 401);
      case 'POST /api/v1/activity':
        return authorised(request) ? json({ expires_in: 1020 }) : json({ error: 'invalid_token' }, 401);
      case 'POST /api/v1/logout':
        return authorised(request) ? json({ logout: true }) : json({ error: 'invalid_token' }, 401);
      case 'GET /api/v1/userApplicationRole':
        if (!authorised(request)) return json({ error: 'invalid_token' }, 401);
        activeRole = url.searchParams.get('role') ?? activeRole;
        return json({ success: true, active_role: { role: activeRole } });
      case 'GET /api/v1/public/get_vtyp': {
        const vtyp = vtypes[url.searchParams.get('vnr') ?? ''];
        return vtyp ? json({ vtyp }) : json({ error: 'not_found' }, 404);
      }
    }
    return json({ error: 'not_found' }, 404);
  };

  return {
    fetch,
    calls,
    count: (key: string) => calls.filter((call) => call === key).length,
    /** Makes the next `times` calls of `key` (e.g. `GET /api/v1/user`) answer 500. */
    fail: (key: string, times = 1) => failures.set(key, times),
    /** Lets every access token expire, as the real one does after its lifetime. */
    expireAccessTokens: () => access.clear(),
    /** Ends every sign-in, as the server does with one that was idle for too long. */
    endSignIns: () => {
      access.clear();
      refresh.clear();
    },
    /** The network is gone: every request fails without an answer. */
    goOffline: () => {
      offline = true;
    },
  };
}

/** A cookie jar like the browser's: one value per name, Max-Age=0 deletes; `written` keeps what was set. */
export function createCookieJar(): CookieJar & { values: Map<string, string>; written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    values,
    written,
    peek: (name) => values.get(name),
    get: async (name) => values.get(name),
    async set(cookie) {
      written.push(serializeCookie(cookie));
      if (cookie.maxAgeSeconds === 0) values.delete(cookie.name);
      else values.set(cookie.name, cookie.value);
    },
  };
}

/** An in-memory stand-in for the Web Locks API, shared by the "tabs" of a test. */
export function createMemoryLock(): TabLock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

function createMemoryChannel(): TabChannel & { sent: TabMessage[] } {
  const sent: TabMessage[] = [];
  return { sent, post: (message) => void sent.push(message), listen: () => () => undefined };
}

/**
 * The page of one tab as either mode's session sees it (the fakes' `browserPage`): memory storage,
 * the portal's origin, and the addresses it was sent to and the console, to look at afterwards.
 */
export function createTestPage(channel: TabChannel) {
  const assigned: string[] = [];
  const console = { clear: vi.fn(), error: vi.fn() };
  const page: PageEnvironment = {
    storage: new MemoryStorage(),
    channel,
    origin: 'https://portal.test',
    console,
    assign: (url) => void assigned.push(url),
    loginOpener: () => null,
    closeWindow: () => undefined,
    messages: window,
  };
  return { page, assigned, console };
}

/** A test environment for one tab; tabs that share `cookies` and `lock` behave like tabs of one browser. */
export function createTestEnvironment(overrides: Partial<RuntimeEnvironment> & { fetch: typeof fetch }) {
  const { page, assigned, console } = createTestPage(createMemoryChannel());
  const environment: RuntimeEnvironment = {
    ...page,
    cookies: createCookieJar(),
    lock: createMemoryLock(),
    cipher: createTokenCipher('test-passphrase'),
    ...overrides,
  };
  return { environment, assigned, console };
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
