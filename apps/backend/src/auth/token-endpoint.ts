import OAuth2Server from '@node-oauth/oauth2-server';
import type { Context } from 'hono';
import { formBody } from '../http/app';
import { HttpError } from '../http/errors';

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status, { 'Cache-Control': 'no-store' });

/**
 * `POST /oauth/token`, handled by @node-oauth/oauth2-server. `grants` limits what this host
 * issues; `scope` pins a service host to its own scope.
 */
export async function tokenEndpoint(c: Context, oauth: OAuth2Server, grants: string[], scope?: string, lifetime = 3600) {
  let body: Record<string, string>;
  try {
    body = await formBody(c);
  } catch (error) {
    return oauthError(c, 400, 'invalid_request', error instanceof HttpError ? error.message : 'Ungültige Anfrage');
  }
  if (!grants.includes(body['grant_type'] ?? '')) {
    return oauthError(c, 400, 'unsupported_grant_type', `grant_type muss ${grants.join(' oder ')} sein.`);
  }
  if (scope && body['scope'] !== scope) return oauthError(c, 400, 'invalid_scope', `scope muss ${scope} sein.`);
  const request = new OAuth2Server.Request({
    method: 'POST',
    query: {},
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '1',
      authorization: c.req.header('authorization') ?? '',
    },
    body,
  });
  const response = new OAuth2Server.Response();
  try {
    await oauth.token(request, response);
  } catch (error) {
    if (error instanceof OAuth2Server.OAuthError) {
      return oauthError(c, error.code === 401 ? 401 : 400, error.name, error.message);
    }
    throw error;
  }
  const answer = { ...(response.body as Record<string, unknown>) };
  // The library floors the remaining seconds (3599); the contract promises the lifetime.
  if (typeof answer['expires_in'] === 'number') answer['expires_in'] = lifetime;
  if (Array.isArray(answer['scope'])) answer['scope'] = (answer['scope'] as string[]).join(' ');
  return c.json(answer, 200, { 'Cache-Control': 'no-store', Pragma: 'no-cache' });
}
