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
