import type { KyInstance } from 'ky';
import { createJsonClient } from './json-client';

// A module of its own, read only by the BFF mode's lazily loaded parts (its sign-in runtime and its
// service clients), so that a spec-mode page loads none of it (issue 45).
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
