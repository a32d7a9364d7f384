import { createJsonClient } from './json-client';
import { ResponseShapeError } from './response-shape-error';
import { requestRetryDelay, shouldRetryRequest } from './retry-policy';

/** The error a service answering `status` makes the client throw. */
const answer = (status: number, headers: Record<string, string> = {}) =>
  createJsonClient('https://forms.test', async () => new Response('{}', { status, headers }))
    .get('x')
    .then(
      () => expect.unreachable('the request should fail'),
      (error: unknown) => error,
    );

describe('shouldRetryRequest', () => {
  it.each([400, 401, 403, 404, 409, 413, 422])('takes a %i as final', async (status) => {
    expect(shouldRetryRequest(0, await answer(status))).toBe(false);
  });

  it.each([500, 502, 503, 504, 408, 429])('asks again after a %i', async (status) => {
    expect(shouldRetryRequest(0, await answer(status))).toBe(true);
  });

  it('asks again when no answer came (the network)', () => {
    expect(shouldRetryRequest(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('takes an answer of the wrong shape as final', () => {
    expect(shouldRetryRequest(0, new ResponseShapeError('Kreise', ['0.name: Required']))).toBe(false);
  });

  it('stops after three retries', async () => {
    const unavailable = await answer(503);
    expect([0, 1, 2, 3].map((failures) => shouldRetryRequest(failures, unavailable))).toEqual([true, true, true, false]);
  });
});

describe('requestRetryDelay', () => {
  it('doubles from one second, up to 30 seconds', () => {
    expect([0, 1, 2, 5].map((failures) => requestRetryDelay(failures, new TypeError('Failed to fetch')))).toEqual([
      1000, 2000, 4000, 30_000,
    ]);
  });

  it('waits as long as the service asked', async () => {
    expect(requestRetryDelay(0, await answer(429, { 'Retry-After': '5' }))).toBe(5000);
    expect(requestRetryDelay(0, await answer(429, { 'Retry-After': '3600' }))).toBe(30_000);
  });
});
