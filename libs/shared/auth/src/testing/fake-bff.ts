import type { ServerUserRecord } from '@fobu/api-contract';
import type { BffEnvironment } from '../lib/bff/bff-environment';
import type { TabChannel, TabMessage } from '../lib/session/tab-channel';
import { createTestPage, MemoryStorage, userRecord } from './fake-identity-provider';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The BFF's routes of docs/bff.md in memory: a session (or none), its user record and active
 * role; a request without the CSRF header is refused as the BFF refuses it. `withTenant: false`
 * leaves the tenant out of the session's answer.
 */
export function createFakeBff(record: ServerUserRecord = userRecord(), { withTenant = true } = {}) {
  const requests: Request[] = [];
  const vtypes: Record<string, string> = { T1: 'TERMIN', A1: 'ABRUF', S1: 'SLK' };
  let session: { activeRole: string } | undefined;
  let endedIdle = false;

  const answer = () =>
    json({
      user: { ...record, active_role: { role: session?.activeRole } },
      client: 'web',
      timeoutSeconds: 900,
      expiresAt: '2026-11-30T10:15:00.000Z',
      ...(withTenant ? { mandant: 'iqsh' } : {}),
    });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    if (request.headers.get('X-FOBU-CSRF') !== '1')
      return json({ message: 'Die Anfrage wurde abgelehnt (Schutz vor fremden Seiten).' }, 403);
    if (endedIdle && url.pathname !== '/bff/sitzung') {
      session = undefined;
      return json({ message: 'Ihre Sitzung ist abgelaufen.', code: 'sitzung-abgelaufen' }, 401);
    }
    const none = () => json({ message: 'Sie sind nicht angemeldet.', code: endedIdle ? 'sitzung-abgelaufen' : 'keine-sitzung' }, 401);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /bff/sitzung':
      case 'POST /bff/aktivitaet':
        return session ? answer() : none();
      case 'POST /bff/rolle': {
        if (!session) return none();
        session.activeRole = ((await request.clone().json()) as { role: string }).role;
        return answer();
      }
      case 'POST /bff/abmelden':
        session = undefined;
        return new Response(null, { status: 204 });
      case 'GET /api/user/api/v1/public/get_vtyp': {
        const vtyp = vtypes[url.searchParams.get('vnr') ?? ''];
        return vtyp ? json({ vtyp }) : json({ error: 'not_found' }, 404);
      }
    }
    return json({ message: 'nicht erlaubt', code: 'nicht-erlaubt' }, 404);
  };

  return {
    fetch,
    requests,
    /** Every request as `METHOD /path`. */
    calls: () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
    /** The BFF's redirect back from the identity provider has set the session cookie. */
    signIn: () => {
      session = { activeRole: record.active_role.role };
    },
    /** The session was idle too long: the BFF answers `sitzung-abgelaufen` from now on. */
    endIdle: () => {
      endedIdle = true;
    },
  };
}

/** Channels of tabs of one browser: what one tab posts, the others hear. */
export function createTabBus() {
  const listeners = new Set<{ readonly tab: number; readonly listener: (message: TabMessage) => void }>();
  let tabs = 0;
  return {
    tab(): TabChannel & { readonly sent: TabMessage[] } {
      const tab = (tabs += 1);
      const sent: TabMessage[] = [];
      return {
        sent,
        post(message) {
          sent.push(message);
          listeners.forEach((entry) => entry.tab !== tab && entry.listener(message));
        },
        listen(listener) {
          const entry = { tab, listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
  };
}

/** A BFF-mode environment of one tab; tabs that share `hints` and a bus's channels behave like tabs of one browser. */
export function createBffTestEnvironment(overrides: Partial<BffEnvironment> & { fetch: typeof fetch }) {
  const { page, assigned, console } = createTestPage(createTabBus().tab());
  const environment: BffEnvironment = { ...page, hints: new MemoryStorage(), pagePath: () => '/iqsh/schulleitung', ...overrides };
  return { environment, assigned, console };
}
