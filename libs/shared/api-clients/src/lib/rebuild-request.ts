/**
 * A copy of a request with another address and headers. Built from its parts, because a
 * Request made from a Request with a streamed body would need `duplex`, which not every
 * browser takes.
 */
export async function rebuildRequest(request: Request, url: URL, headers: Headers): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? await request.clone().arrayBuffer() : undefined,
    signal: request.signal,
    credentials: request.credentials,
  });
}
