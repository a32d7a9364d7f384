import { SERVICE_SCOPES, type TokenService } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import { errorAnswer, NO_SESSION } from '../http/errors';
import { serviceUrl } from '../http/service-url';
import { allowedCall } from '../proxy/allowed-calls';
import { browserHeadersToForward, upstreamHeadersToReturn } from '../proxy/proxy-headers';
import type { Session } from '../session/session-store';
import type { BffDeps } from './bff-deps';
import { withOptionalSession } from './session-guard';

const TOKEN_SERVICES: readonly string[] = ['forms', 'institutions', 'notification'] satisfies TokenService[];
const isTokenService = (service: string): service is TokenService => TOKEN_SERVICES.includes(service);

/** The tokens a call carries; each is renewed at most once per request. */
interface CallTokens {
  service?: string;
  user?: string;
}

/**
 * `ANY /api/<service>/<path>`: the allow-listed proxy (docs/bff.md). The headers are the ones the
 * portal's clients set in spec mode (`@fobu/api-clients`), set here from the session: a token
 * service gets its service token and `scope`, and the user's token in X-User-Authorization whenever
 * there is a session; the user service gets the user's token where the contract says `user`; QR nothing.
 * A 401 is retried as those clients do: `invalid_user_token` with a refreshed user token, else
 * with a new service token, each once.
 */
export function addProxyRoutes(app: Hono, deps: BffDeps): void {
  app.all('/api/:service/*', (c) => withOptionalSession(c, deps, (session) => proxy(c, deps, session)));
}

async function proxy(c: Context, deps: BffDeps, session: Session | undefined): Promise<Response> {
  const wire = c.req.param('service') as string;
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/api/${wire}`.length);
  const endpoint = allowedCall(wire, c.req.method, path);
  const base = endpoint && (wire === 'qr' ? deps.portal.services.qr?.url : deps.portal.services[wire as 'user' | TokenService].url);
  if (!endpoint || !base) return errorAnswer(c, 404, 'Diesen Aufruf gibt es nicht.', 'nicht-erlaubt');
  const tokenService = isTokenService(wire) ? wire : undefined;
  const withUser = session !== undefined && (tokenService !== undefined || endpoint.auth === 'user');
  if (!session && (endpoint.auth === 'user' || endpoint.auth === 'service+user'))
    return errorAnswer(c, 401, NO_SESSION.message, NO_SESSION.code);
  if (session) await deps.store.touch(session.idHash, deps.clock());

  const target = serviceUrl(base, path);
  target.search = url.search;
  if (tokenService) target.searchParams.set('scope', SERVICE_SCOPES[tokenService]);
  const body = ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.arrayBuffer();
  const send = (tokens: CallTokens) => {
    const headers = browserHeadersToForward(c.req.raw.headers);
    if (tokenService) headers.set('authorization', `Bearer ${tokens.service}`);
    if (tokens.user) headers.set(tokenService ? 'x-user-authorization' : 'authorization', `Bearer ${tokens.user}`);
    return deps.fetch(target, { method: c.req.method, headers, body, redirect: 'manual' });
  };

  const tokens: CallTokens = {
    service: tokenService && (await deps.serviceTokens.token(tokenService)),
    user: session && withUser ? await deps.sessions.accessToken(session) : undefined,
  };
  let response = await send(tokens);
  const renewed = { service: false, user: false };
  while (response.status === 401) {
    const { error } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string };
    const userRefused = session && tokens.user && !renewed.user && (!tokenService || error === 'invalid_user_token');
    if (userRefused) {
      renewed.user = true;
      tokens.user = await deps.sessions.accessToken(session, tokens.user);
    } else if (tokenService && !renewed.service && error !== 'invalid_user_token') {
      renewed.service = true;
      tokens.service = await deps.serviceTokens.token(tokenService, tokens.service);
    } else break;
    response = await send(tokens);
  }
  return new Response(response.body, { status: response.status, headers: upstreamHeadersToReturn(response.headers) });
}
