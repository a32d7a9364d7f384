import ky, { type KyInstance } from 'ky';
import { toServiceError } from './to-service-error';

/**
 * A ky client for one service: JSON accepted, no time-out (spec section 9: ky's default of 10 s
 * is switched off) and no automatic retries, since which request is sent again is decided by
 * the token rules and the query layer (`shouldRetryRequest`). An error answer is thrown as a
 * `ServiceError` with the service's German message. Tests pass their own fetch.
 */
export function createJsonClient(prefixUrl: string, fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    prefixUrl,
    headers: { Accept: 'application/json' },
    timeout: false,
    retry: 0,
    hooks: { beforeError: [toServiceError] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

// The BFF's client lives here, in the module every client's code has, so that the BFF mode adds no
// module that the spec mode's chunks would share with the BFF's (each such set becomes a chunk of its own).
/** The header the BFF asks of every call but the two sign-in navigations: a page of another site cannot set it (docs/bff.md). */
export const BFF_CSRF_HEADER = 'X-FOBU-CSRF';

/** The BFF's code for a session it ended as idle, or whose tokens it could not renew. */
const SESSION_EXPIRED_CODE = 'sitzung-abgelaufen';

export interface BffJsonClientOptions {
  readonly fetch?: typeof fetch;
  /** Any call answered 401 `sitzung-abgelaufen`: the session has ended on the server. The error is thrown still. */
  readonly onSessionExpired: () => void;
}

/**
 * A client of the BFF on the portal's own origin (`/bff/…` and the proxy `/api/<service>/…`):
 * the session cookie goes along (same origin only), the CSRF header with every request, never a token.
 */
export function createBffJsonClient(prefixUrl: string, { fetch, onSessionExpired }: BffJsonClientOptions): KyInstance {
  return createJsonClient(prefixUrl, fetch).extend({
    credentials: 'same-origin',
    headers: { [BFF_CSRF_HEADER]: '1' },
    hooks: {
      // After createJsonClient's own hook, which has made the error a ServiceError with its code.
      beforeError: [
        async (error) => {
          if (error.response.status !== 401) return error;
          // The BFF names its own codes `code`; the services' `error` is what ServiceError reads.
          const body = (await error.response
            .clone()
            .json()
            .catch(() => undefined)) as { code?: unknown } | undefined;
          if (body?.code === SESSION_EXPIRED_CODE) onSessionExpired();
          return error;
        },
      ],
    },
  });
}
