import { openDb } from '@fobu/server-sql';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { SpecRuntimeConfig } from '@fobu/config';
import { readSpecRuntimeConfig } from '../config/portal-config';
import { startBff, type RunningBff } from '../server';
import { TEST_ORIGIN } from './test-origin';

const PASSWORD = 'fobu-demo';

/** A clock that moves only when told. */
export function testClock() {
  let now = Date.now();
  return {
    now: () => now,
    advance: (seconds: number) => (now += seconds * 1000),
  };
}

/** The reference back end's config.json, as the global setup's back end wrote it. */
export const referencePortal = (): SpecRuntimeConfig => readSpecRuntimeConfig(inject('portalConfigFile'));

/**
 * A BFF on a free port, in front of the reference back end (or `portal`): on an in-memory database,
 * or with a pool of its own on the PostgreSQL of `databaseUrl` (several BFFs then share one
 * `sessionKey`, as processes of one deployment do).
 */
export async function startTestBff(
  options: { clock?: () => number; fetch?: typeof fetch; portal?: SpecRuntimeConfig; databaseUrl?: string; sessionKey?: Buffer } = {},
): Promise<RunningBff> {
  const db = await openDb(options.databaseUrl ? { databaseUrl: options.databaseUrl, poolSize: 4 } : { dataDir: 'memory://' });
  const bff = await startBff(
    {
      portal: options.portal ?? referencePortal(),
      port: 0,
      host: '127.0.0.1',
      databasePoolSize: 1,
      dataDir: 'memory://',
      sessionKey: options.sessionKey ?? randomBytes(32),
      publicOrigin: TEST_ORIGIN,
    },
    { db, clock: options.clock, fetch: options.fetch },
  );
  return {
    ...bff,
    async close() {
      await bff.close();
      await db.close();
    },
  };
}

/**
 * A user agent as a browser is one for the BFF: it keeps cookies, follows nothing by itself,
 * and reaches the portal's origin (the BFF's public one) at the BFF.
 */
export function userAgent(bff: RunningBff) {
  const cookies = new Map<string, string>();
  const toBff = (address: string) => (address.startsWith(TEST_ORIGIN) ? bff.url + address.slice(TEST_ORIGIN.length) : address);

  async function request(address: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const url = new URL(toBff(address), bff.url);
    const headers = new Headers(init.headers);
    if (url.origin === new URL(bff.url).origin && cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (init.csrf !== false && url.origin === new URL(bff.url).origin) headers.set('x-fobu-csrf', '1');
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (url.origin === new URL(bff.url).origin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    }
    return response;
  }

  return {
    cookies,
    request,
    /** Posts JSON with the CSRF header, as the portal does. */
    post: (path: string, body?: unknown) =>
      request(path, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),

    /**
     * The whole sign-in: the BFF's start, the identity provider's form with the demo user's
     * password, its redirect to the callback; answers the callback's response.
     */
    async signIn(username: string, mandant = 'iqsh', client: 'web' | 'mobile' = 'web'): Promise<Response> {
      const start = await request(`/bff/anmelden?mandant=${mandant}&client=${client}`, { csrf: false });
      if (start.status !== 302) throw new Error(`Anmeldestart: ${start.status} ${await start.text()}`);
      const authorize = new URL(start.headers.get('location') as string);
      const page = await request(authorize.href);
      if (page.status !== 200) throw new Error(`Anmeldeseite: ${page.status}`);
      const form = new URLSearchParams(authorize.searchParams);
      form.set('username', username);
      form.set('password', PASSWORD);
      const signedIn = await request(authorize.origin + authorize.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (signedIn.status !== 302) throw new Error(`Anmeldung: ${signedIn.status} ${await signedIn.text()}`);
      return request(signedIn.headers.get('location') as string, { csrf: false });
    },
  };
}
