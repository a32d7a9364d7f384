import { isResponseShapeError, isServiceError } from './error-kinds';

const MAX_RETRIES = 3;
const MAX_DELAY_MS = 30_000;

/** 4xx answers that say "later", not "no": a request time-out and too many requests. */
const TRANSIENT_REFUSALS: readonly number[] = [408, 429];

/**
 * Whether a failed read is worth asking again (TanStack Query's `retry`). A service's 4xx answer
 * is final: a 401 has had its one retry with a new token already (spec section 7), a 403 or 404
 * will not change. What can heal is retried up to three times: 5xx, 408/429, and failures with no
 * answer at all (the network, a chunk that did not load). An answer of the wrong shape cannot heal.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || isResponseShapeError(error)) return false;
  if (isServiceError(error)) return error.status >= 500 || TRANSIENT_REFUSALS.includes(error.status);
  return true;
}

/** The wait before a retry (TanStack Query's `retryDelay`): what the service asked for, else doubling from 1 s. */
export function requestRetryDelay(failureCount: number, error: unknown): number {
  const asked = isServiceError(error) ? error.retryAfterMs : undefined;
  return Math.min(asked ?? 1000 * 2 ** failureCount, MAX_DELAY_MS);
}
