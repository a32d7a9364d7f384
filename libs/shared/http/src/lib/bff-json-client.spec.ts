import { BFF_CSRF_HEADER, createBffJsonClient } from './bff-json-client';
import { ServiceError } from './service-error';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(answer: Response) {
  const requests: Request[] = [];
  const onSessionExpired = vi.fn();
  const client = createBffJsonClient('https://portal.test/api/forms', {
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return answer.clone();
    },
    onSessionExpired,
  });
  return { client, requests, onSessionExpired };
}

describe('createBffJsonClient', () => {
  it('sends the CSRF header and the cookie of the own origin only, and no token', async () => {
    const { client, requests } = clientAnswering(json({ items: [] }, 200));
    await client.get('api/v1/angebote').json();
    const [request] = requests;
    expect(request.url).toBe('https://portal.test/api/forms/api/v1/angebote');
    expect(request.headers.get(BFF_CSRF_HEADER)).toBe('1');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('tells of a session the BFF has ended, and still throws the error', async () => {
    const expired = clientAnswering(json({ message: 'Ihre Sitzung ist abgelaufen.', code: 'sitzung-abgelaufen' }, 401));
    await expect(expired.client.get('api/v1/angebote').json()).rejects.toBeInstanceOf(ServiceError);
    expect(expired.onSessionExpired).toHaveBeenCalledOnce();

    const none = clientAnswering(json({ message: 'Nicht angemeldet.', code: 'keine-sitzung' }, 401));
    await expect(none.client.get('api/v1/angebote').json()).rejects.toBeInstanceOf(ServiceError);
    expect(none.onSessionExpired).not.toHaveBeenCalled();
  });
});
