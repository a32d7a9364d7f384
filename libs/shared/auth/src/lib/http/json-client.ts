import ky, { type KyInstance } from 'ky';

/**
 * A ky client for one service: JSON accepted, no time-out (spec section 9: ky's default of 10 s
 * is switched off) and no automatic retries, since which request is sent again is decided by
 * the token rules alone. Tests pass their own fetch.
 */
export function createJsonClient(prefixUrl: string, fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    prefixUrl,
    headers: { Accept: 'application/json' },
    timeout: false,
    retry: 0,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
