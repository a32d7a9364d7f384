import { endpointPath } from '@fobu/api-contract';
import { APPLICATION } from '@fobu/domain';
import type { SpecRuntimeConfig } from '@fobu/config';
import { serviceUrl } from '../http/service-url';
import type { Session } from '../session/session-store';
import type { UserSessions } from '../session/user-sessions';
import { scopeOf, type ClientKind } from './identity-provider';

type User = Session['user'];

/** The user service's calls the BFF makes for itself (spec section 7), with the user's token. */
export function userService(portal: SpecRuntimeConfig, fetchImpl: typeof fetch) {
  const base = portal.services.user.url;
  const call = (path: string, accessToken: string, init: { method?: string; query?: Record<string, string>; json?: unknown } = {}) => {
    const url = serviceUrl(base, path);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    return fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  };

  return {
    /** `GET /api/v1/user`; the record may come wrapped as `{ data }` (contract.md). */
    async user(accessToken: string, client: ClientKind, mandant: string): Promise<User> {
      const response = await call(endpointPath('idp', 'GET /api/v1/user'), accessToken, {
        query: { scope: scopeOf(client), application: APPLICATION, mandant },
      });
      if (!response.ok) throw new Error(`Benutzerdaten: ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      const record = (body && typeof body === 'object' && 'data' in body ? body['data'] : body) as User;
      if (typeof record?.uid !== 'string') throw new Error('Benutzerdaten: ohne uid');
      return record;
    },

    changeRole: (accessToken: string, client: ClientKind, role: string) =>
      call(endpointPath('idp', 'GET /api/v1/userApplicationRole'), accessToken, {
        query: { scope: scopeOf(client), application: APPLICATION, role },
      }),

    logout: (accessToken: string, session: Session) =>
      call(endpointPath('idp', 'POST /api/v1/logout'), accessToken, {
        method: 'POST',
        json: { id: session.user.uid, scope: scopeOf(session.client) },
      }),

    reportActivity: (accessToken: string) => call(endpointPath('idp', 'POST /api/v1/activity'), accessToken, { method: 'POST' }),
  };
}

export type UserService = ReturnType<typeof userService>;

/** Runs `request` with the user's token; on a 401 once more with a refreshed one (spec section 8). */
export async function withUserToken(
  sessions: UserSessions,
  session: Session,
  request: (token: string) => Promise<Response>,
): Promise<Response> {
  const token = await sessions.accessToken(session);
  const response = await request(token);
  if (response.status !== 401) return response;
  return request(await sessions.accessToken(session, token));
}
