import { TEST_BFF_RUNTIME_CONFIG } from '@fobu/config/testing';
import { ServiceError } from '@fobu/http';
import { fetchMyBookings } from './endpoints/forms/my-bookings';
import { searchAngebote } from './endpoints/forms/search-angebote';
import { sendKontaktanfrage } from './endpoints/notification/send-kontaktanfrage';
import { createBffServiceClients } from './bff-service-clients';
import { createLazyServiceClients } from './lazy-service-clients';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

/** The BFF's proxy on the portal's origin; `answer` decides each response. */
function setup(answer: (request: Request) => Response = () => json(emptyPage)) {
  const requests: Request[] = [];
  const sessionExpired = vi.fn();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  const clients = createBffServiceClients(TEST_BFF_RUNTIME_CONFIG, sessionExpired, { fetch, origin: 'https://portal.test' });
  return { clients, requests, sessionExpired };
}

describe('service clients in BFF mode (docs/bff.md)', () => {
  it('reach every service through /api/<service>/ with the CSRF header and the same-origin cookie, and no token', async () => {
    const { clients, requests } = setup();
    await searchAngebote(clients, { mandant: 'iqsh' });
    await fetchMyBookings(clients).catch(() => undefined);
    await clients.institutions.get('api/v1/schulen').json();
    await clients.notification.get('api/v1/benachrichtigungen').json();
    await clients.user.get('api/v1/public/get_vtyp').json();
    await clients.qr?.get('api/v1/qr').json();

    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/forms/api/v1/angebote',
      '/api/forms/api/v1/anmeldungen/meine',
      '/api/institutions/api/v1/schulen',
      '/api/notification/api/v1/benachrichtigungen',
      '/api/user/api/v1/public/get_vtyp',
      '/api/qr/api/v1/qr',
    ]);
    for (const request of requests) {
      expect(new URL(request.url).origin).toBe('https://portal.test');
      expect(request.headers.get('X-FOBU-CSRF')).toBe('1');
      expect(request.credentials).toBe('same-origin');
      // Not even for a person's call (FOR_PERSON): the BFF adds the user's token itself.
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.headers.get('X-User-Authorization')).toBeNull();
      expect(new URL(request.url).searchParams.has('scope')).toBe(false);
    }
  });

  it('passes a service’s error on as it is, and tells the session when the BFF has ended it', async () => {
    const refused = setup(() => json({ error: 'validation_failed', message: 'Die Eingabe ist ungültig', details: [] }, 400));
    await expect(
      sendKontaktanfrage(refused.clients, { art: 'feedback', mandant: 'iqsh', seite: 'Start', nachricht: 'x' }),
    ).resolves.toEqual({ kind: 'invalid', fields: [] });

    const expired = setup(() => json({ message: 'Ihre Sitzung ist abgelaufen.', code: 'sitzung-abgelaufen' }, 401));
    await expect(searchAngebote(expired.clients, { mandant: 'iqsh' })).rejects.toBeInstanceOf(ServiceError);
    // Asked once: no token to renew, nothing to try again.
    expect([expired.requests.length, expired.sessionExpired.mock.calls.length]).toEqual([1, 1]);
  });

  it('reads a QR code’s picture with the CSRF header (an <img> cannot send it) and gives it as an object URL', async () => {
    // jsdom has no object URLs.
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:https://portal.test/1';
    const { clients, requests } = setup(() => new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    await expect(clients.qrImage?.('EINLASS-1')).resolves.toBe('blob:https://portal.test/1');
    const [request] = requests;
    expect(`${new URL(request.url).pathname}${new URL(request.url).search}`).toBe('/api/qr/api/v1/qr?data=EINLASS-1&format=svg&size=320');
    expect(request.headers.get('X-FOBU-CSRF')).toBe('1');
    URL.createObjectURL = original;

    const withoutQr = createBffServiceClients({ ...TEST_BFF_RUNTIME_CONFIG, services: {} }, () => undefined);
    expect([withoutQr.qr, withoutQr.qrImage]).toEqual([undefined, undefined]);
  });

  it('are what the lazy loader gives for a BFF-mode session, asking for no service token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const load = createLazyServiceClients({
      serviceAccess: { mode: 'bff', config: TEST_BFF_RUNTIME_CONFIG, sessionExpired: () => undefined },
    });
    const clients = await load();
    expect(clients).not.toHaveProperty('bootstrap');
    expect(await load()).toBe(clients);
    await vi.dynamicImportSettled();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
