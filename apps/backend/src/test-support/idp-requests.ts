import type { RunningBackend } from '../server';
import { form } from './harness';

/** Requests to the identity provider that its spec files share; `backend` is read when a request is made. */
export function idpRequests(backend: () => RunningBackend) {
  const token = (body: Record<string, string>) => fetch(`${backend().urls.idp}/oauth/token`, form(body));
  const web = () => backend().config.clients.web;
  return {
    token,
    web,
    /** Renews tokens as the portal in the browser does. */
    refreshAsWeb: (refresh_token: string) =>
      token({ grant_type: 'refresh_token', client_id: web().clientId, client_secret: web().clientSecret, scope: 'user', refresh_token }),
    bearerGet: (path: string, accessToken: string) =>
      fetch(`${backend().urls.idp}${path}`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }),
  };
}
