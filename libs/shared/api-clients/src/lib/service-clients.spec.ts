import { TEST_RUNTIME_CONFIG as config } from '@fobu/config/testing';
import type { TokenCipher, UserTokenSource } from '@fobu/auth';
import { requestRetryDelay, ResponseShapeError, ServiceError, shouldRetryRequest } from '@fobu/http';
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { searchAngebote } from './endpoints/forms/search-angebote';
import { fetchMyBookings } from './endpoints/forms/my-bookings';
import { sendKontaktanfrage } from './endpoints/notification/send-kontaktanfrage';
import { createServiceClients, type ServiceClients } from './service-clients';

const reversing: TokenCipher = {
  encrypt: async (plain) => `sealed:${[...plain].reverse().join('')}`,
  decrypt: async (sealed) => [...sealed.replace(/^sealed:/, '')].reverse().join(''),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

/** Records every request; `answer` decides each response. */
function fakeServices(answer: (request: Request, url: URL) => Response | Promise<Response>) {
  const requests: Request[] = [];
  let tokens = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(request);
    if (url.pathname === '/oauth/token') {
      tokens += 1;
      return json({ token_type: 'Bearer', expires_in: 3600, access_token: `${url.host}-token-${tokens}` });
    }
    return answer(request, url);
  };
  const calls = (path: string) => requests.filter((request) => new URL(request.url).pathname === path);
  return { fetch, requests, calls };
}

function setup(answer: Parameters<typeof fakeServices>[0], user: Partial<UserTokenSource> = {}) {
  const services = fakeServices(answer);
  const storage = window.sessionStorage;
  storage.clear();
  const log = { error: vi.fn() };
  const userTokens: UserTokenSource = {
    accessToken: async () => 'user-token-1',
    renewAccessToken: vi.fn(async () => 'user-token-2'),
    ...user,
  };
  const clients = createServiceClients(config, userTokens, { fetch: services.fetch, storage, cipher: reversing, log });
  return { ...services, clients, storage, log, userTokens };
}

describe('service clients (spec section 7, contract.md)', () => {
  it('sends Accept JSON, the bearer token and scope = service name', async () => {
    const { clients, calls } = setup(() => json(emptyPage));
    await searchAngebote(clients, { mandant: 'iqsh' });
    const [request] = calls('/api/v1/angebote');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer forms.test-token-1');
    expect(new URL(request.url).searchParams.get('scope')).toBe('serviceformix');
    expect(new URL(request.url).searchParams.get('mandant')).toBe('iqsh');
    const [token] = calls('/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(await token.text()))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'forms-client',
      client_secret: 'forms-secret',
      scope: 'serviceformix',
    });
  });

  it('keeps the service token encrypted in session storage under the service name', async () => {
    const { clients, storage, calls } = setup(() => json(emptyPage));
    await searchAngebote(clients, { mandant: 'iqsh' });
    await searchAngebote(clients, { mandant: 'shibb' });
    expect(storage.getItem('serviceformix')).toBe(`sealed:${[...'forms.test-token-1'].reverse().join('')}`);
    expect(calls('/oauth/token')).toHaveLength(1);
  });

  it('retries a 401 exactly once with a new service token, and passes a second 401 on', async () => {
    const { clients, calls } = setup(() => json({ error: 'invalid_token' }, 401));
    await expect(searchAngebote(clients, { mandant: 'iqsh' })).rejects.toBeInstanceOf(HTTPError);
    const attempts = calls('/api/v1/angebote');
    expect(attempts).toHaveLength(2);
    expect(attempts.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer forms.test-token-1',
      'Bearer forms.test-token-2',
    ]);
    expect(new URL(attempts[1].url).searchParams.get('scope')).toBe('serviceformix');
  });

  it('sends each call with a request id of its own, kept on its retry', async () => {
    const { clients, calls } = setup(() => json({ error: 'invalid_token' }, 401));
    await expect(searchAngebote(clients, { mandant: 'iqsh' })).rejects.toBeInstanceOf(HTTPError);
    await expect(searchAngebote(clients, { mandant: 'iqsh' })).rejects.toBeInstanceOf(HTTPError);
    const ids = calls('/api/v1/angebote').map((request) => request.headers.get('X-Request-Id'));
    expect(ids).toHaveLength(4);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBe(ids[2]);
  });

  it('succeeds when the retry with the new token does', async () => {
    let first = true;
    const { clients, calls } = setup(() => (first ? ((first = false), json({ error: 'invalid_token' }, 401)) : json(emptyPage)));
    await expect(searchAngebote(clients, { mandant: 'iqsh' })).resolves.toEqual(emptyPage);
    expect(calls('/api/v1/angebote')).toHaveLength(2);
  });

  it('sends the user token for a person and renews it once on invalid_user_token', async () => {
    const { clients, calls, userTokens } = setup((request) =>
      request.headers.get('X-User-Authorization') === 'Bearer user-token-2'
        ? json({ items: [] })
        : json({ error: 'invalid_user_token' }, 401),
    );
    await expect(fetchMyBookings(clients)).resolves.toEqual({ items: [] });
    const attempts = calls('/api/v1/anmeldungen/meine');
    expect(attempts.map((request) => request.headers.get('X-User-Authorization'))).toEqual(['Bearer user-token-1', 'Bearer user-token-2']);
    expect(userTokens.renewAccessToken).toHaveBeenCalledExactlyOnceWith('user-token-1');
    expect(calls('/oauth/token')).toHaveLength(1);
  });

  it('renews both tokens when both ran out, the service token first, each once', async () => {
    const { clients, calls, userTokens } = setup((request) =>
      request.headers.get('Authorization') === 'Bearer forms.test-token-1'
        ? json({ error: 'invalid_token' }, 401)
        : request.headers.get('X-User-Authorization') === 'Bearer user-token-2'
          ? json({ items: [] })
          : json({ error: 'invalid_user_token' }, 401),
    );
    await expect(fetchMyBookings(clients)).resolves.toEqual({ items: [] });
    expect(calls('/api/v1/anmeldungen/meine')).toHaveLength(3);
    expect(userTokens.renewAccessToken).toHaveBeenCalledExactlyOnceWith('user-token-1');
    expect(calls('/oauth/token')).toHaveLength(2);
  });

  it('passes a third 401 on: the user token is renewed only once', async () => {
    const { clients, calls, userTokens } = setup((request) =>
      request.headers.get('Authorization') === 'Bearer forms.test-token-1'
        ? json({ error: 'invalid_token' }, 401)
        : json({ error: 'invalid_user_token' }, 401),
    );
    await expect(fetchMyBookings(clients)).rejects.toBeInstanceOf(HTTPError);
    expect(calls('/api/v1/anmeldungen/meine')).toHaveLength(3);
    expect(userTokens.renewAccessToken).toHaveBeenCalledOnce();
  });

  it('does not send the user token on public reads', async () => {
    const { clients, calls } = setup(() => json(emptyPage));
    await searchAngebote(clients, { mandant: 'iqsh' });
    expect(calls('/api/v1/angebote')[0].headers.has('X-User-Authorization')).toBe(false);
  });

  it('reports a response of the wrong shape as a typed error with a German message', async () => {
    const { clients } = setup(() => json({ treffer: [] }));
    const error = await searchAngebote(clients, { mandant: 'iqsh' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toBe(
      'Die Antwort auf „Veranstaltungssuche“ hat nicht die erwartete Form. Bitte versuchen Sie es später noch einmal.',
    );
  });

  it('bootstraps the three service tokens in sequence and only logs failures', async () => {
    const order: string[] = [];
    const services = fakeServices(() => json({}));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const host = new URL(input instanceof Request ? input.url : String(input)).host;
      order.push(host);
      return host === 'inst.test' ? json({ error: 'invalid_client' }, 401) : services.fetch(input, init);
    };
    const log = { error: vi.fn() };
    const clients = createServiceClients(
      config,
      { accessToken: async () => undefined, renewAccessToken: async () => '' },
      { fetch, storage: window.sessionStorage, cipher: reversing, log },
    );
    await expect(clients.bootstrap()).resolves.toBeUndefined();
    expect(order).toEqual(['forms.test', 'inst.test', 'notif.test']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toContain('institutions');
  });

  it('gives the user and QR clients no token handling', async () => {
    const { clients, requests } = setup(() => json({}));
    await clients.user.get('api/v1/public/get_vtyp').json();
    await clients.qr?.get('api/v1/qr').json();
    expect(requests.map((request) => [new URL(request.url).host, request.headers.has('Authorization')])).toEqual([
      ['user.test', false],
      ['qr.test', false],
    ]);
  });

  it('switches ky’s 10-second time-out off (spec section 9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { clients } = setup(() => new Promise((resolve) => setTimeout(() => resolve(json({})), 15_000)));
    const slow = clients.user.get('slow').json();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(slow).resolves.toEqual({});
    vi.useRealTimers();
  });

  it('sends a support request with the notification token but no user token; a 400 comes back as field errors', async () => {
    const request = { art: 'feedback', mandant: 'iqsh', seite: 'Start', nachricht: 'Alles gut.' } as const;
    const sent = setup(() => json({ referenz: 'FB-2026-000001', eingegangenAm: '2026-01-02T10:00:00.000Z' }, 201));
    await expect(sendKontaktanfrage(sent.clients, request)).resolves.toEqual({
      kind: 'sent',
      referenz: 'FB-2026-000001',
      eingegangenAm: '2026-01-02T10:00:00.000Z',
    });
    const [call] = sent.calls('/api/v1/kontaktanfragen');
    expect(call.headers.get('Authorization')).toBe('Bearer notif.test-token-1');
    expect(call.headers.get('X-User-Authorization')).toBeNull();
    const details = [{ path: 'nachricht', message: 'Bitte schreiben Sie Ihr Anliegen.' }];
    const refused = setup(() => json({ error: 'validation_failed', message: 'Die Eingabe ist ungültig', details }, 400));
    await expect(sendKontaktanfrage(refused.clients, request)).resolves.toEqual({ kind: 'invalid', fields: details });
    const failed = setup(() => json({ error: 'internal_error', message: 'Fehler' }, 500));
    await expect(sendKontaktanfrage(failed.clients, request)).rejects.toBeInstanceOf(HTTPError);
  });
});

describe('retries of a query (spec section 7: a 401 once with a new token, then passed on)', () => {
  /** A search as a screen runs it, on a query client set up as the portal's. */
  function searchAsScreen(clients: ServiceClients): Promise<QueryObserverResult> {
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: { retry: shouldRetryRequest, retryDelay: requestRetryDelay },
      },
    });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['angebote'],
      queryFn: () => searchAngebote(clients, { mandant: 'iqsh' }),
    });
    return new Promise((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.status === 'pending') return;
        unsubscribe();
        resolve(result);
      });
    });
  }

  afterEach(() => vi.useRealTimers());

  it('asks an always-401 service twice with two tokens, and the error arrives at once with its German message', async () => {
    const { clients, calls } = setup(() =>
      json(
        {
          error: 'invalid_token',
          message: 'Der Zugang zum Dienst ist abgelaufen.',
        },
        401,
      ),
    );
    const started = performance.now();
    const result = await searchAsScreen(clients);
    // Sooner than the first retry's delay of one second.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.failureCount).toBe(1);
    expect(result.error).toBeInstanceOf(ServiceError);
    expect(result.error).toMatchObject({
      status: 401,
      code: 'invalid_token',
      serviceMessage: 'Der Zugang zum Dienst ist abgelaufen.',
    });
    expect(calls('/api/v1/angebote')).toHaveLength(2);
    expect(calls('/oauth/token')).toHaveLength(2);
  });

  it('asks again after a 503, with one token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let unavailable = 2;
    const { clients, calls } = setup(() =>
      unavailable-- > 0 ? json({ error: 'unavailable', message: 'Wartung.' }, 503) : json(emptyPage),
    );
    const result = searchAsScreen(clients);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await expect(result).resolves.toMatchObject({
      status: 'success',
      data: emptyPage,
    });
    expect(calls('/api/v1/angebote')).toHaveLength(3);
    expect(calls('/oauth/token')).toHaveLength(1);
  });
});
