import type { UserTokenSource } from '@fobu/auth';
import { SERVICE_SCOPES } from '@fobu/domain';
import { createJsonClient } from '@fobu/http';
import ky, { type KyInstance } from 'ky';
import { rebuildRequest } from './rebuild-request';
import type { ServiceTokenSource } from './service-tokens/service-token-source';

const USER_HEADER = 'X-User-Authorization';
/**
 * One id per call, kept on its retries, by which the operators find it in the services' log
 * (docs/deployment.md). Only here: these calls carry a token and are preflighted anyway, while on a
 * token request or a call to the identity provider the header would cost a CORS preflight; nginx gives those an id.
 */
const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A client of a token-secured service (forms, institutions, notification). Every request
 * carries the bearer header and `scope` when a token exists, and, for a person, the user's
 * token. A 401 is retried exactly once for each token: with a renewed user token when the service
 * says `invalid_user_token`, else with a new service token; a second 401 is passed on. Both may have
 * run out after a pause (they live equally long): the service checks its own token first, so a
 * request answered `invalid_token` and then `invalid_user_token` is retried once more, with both renewed.
 */
export function createTokenServiceClient(
  baseUrl: string,
  tokens: ServiceTokenSource,
  user: UserTokenSource,
  fetchImpl?: typeof fetch,
): KyInstance {
  const scope = SERVICE_SCOPES[tokens.service];
  return createJsonClient(baseUrl, fetchImpl).extend({
    // Only the forced retry below: methods [] turns off ky's own retries of failed requests.
    retry: { limit: 2, methods: [] },
    hooks: {
      beforeRequest: [
        async (request, options, { retryCount }) => {
          if (retryCount > 0) return undefined;
          const headers = new Headers(request.headers);
          const token = await tokens.current();
          const url = new URL(request.url);
          headers.set(REQUEST_ID_HEADER, crypto.randomUUID());
          if (token) {
            headers.set('Authorization', `Bearer ${token}`);
            url.searchParams.set('scope', scope);
          }
          if (options.context['forPerson']) {
            const accessToken = await user.accessToken();
            if (accessToken) headers.set(USER_HEADER, `Bearer ${accessToken}`);
          }
          return rebuildRequest(request, url, headers);
        },
      ],
      afterResponse: [
        async (request, _options, response, { retryCount }) => {
          if (response.status !== 401 || retryCount > 1) return undefined;
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          // The second retry only follows a renewed service token, for the user token behind it.
          if (retryCount === 1 && body.error !== 'invalid_user_token') return undefined;
          const headers = new Headers(request.headers);
          const url = new URL(request.url);
          const staleUserToken = headers.get(USER_HEADER)?.replace(/^Bearer /, '');
          if (body.error === 'invalid_user_token' && staleUserToken) {
            headers.set(USER_HEADER, `Bearer ${await user.renewAccessToken(staleUserToken)}`);
          } else {
            headers.set('Authorization', `Bearer ${await tokens.renew()}`);
            url.searchParams.set('scope', scope);
          }
          return ky.retry({ request: await rebuildRequest(request, url, headers), delay: 0 });
        },
      ],
    },
  });
}
