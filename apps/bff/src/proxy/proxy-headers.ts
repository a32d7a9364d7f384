/**
 * The browser's headers that go on: content negotiation, conditional requests, idempotency and
 * tracing. Never its Cookie (the BFF's own), never an Authorization or X-User-Authorization of its
 * own making: the BFF sets those from the session.
 */
const FROM_BROWSER = ['accept', 'accept-language', 'content-type', 'if-none-match', 'idempotency-key', 'x-request-id'];

/** The upstream's headers that come back; never Set-Cookie, which would plant a service's cookie on the portal's origin. */
const FROM_UPSTREAM = ['content-type', 'content-disposition', 'retry-after', 'etag', 'cache-control'];

const pick = (headers: Headers, names: readonly string[]) => {
  const picked = new Headers();
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
};

export const browserHeadersToForward = (headers: Headers): Headers => pick(headers, FROM_BROWSER);
export const upstreamHeadersToReturn = (headers: Headers): Headers => pick(headers, FROM_UPSTREAM);
