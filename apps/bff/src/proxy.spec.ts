import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { referencePortal, startTestBff, userAgent } from './test-support/bff-harness';
import type { RunningBff } from './server';

/** A forms service under a path of its own that records what reaches it, hands out numbered service tokens and tries to set a cookie. */
function fakeFormsService() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let issued = 0;
  let refuseNext = false;
  const server: Server = createServer((request, response) => {
    if (request.url === '/dienste/oauth/token') {
      issued += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ access_token: `dienst-${issued}`, token_type: 'Bearer', expires_in: 3600 }));
    }
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (refuseNext) {
      refuseNext = false;
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: 'invalid_token', message: 'Token abgelaufen' }));
    }
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'dienst=1; Path=/', etag: '"v1"', 'x-powered-by': 'fake' });
    return response.end(JSON.stringify([]));
  });
  return {
    seen,
    refuseOnce: () => (refuseNext = true),
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const forms = fakeFormsService();
let bff: RunningBff;
let viaFake: RunningBff;
beforeAll(async () => {
  bff = await startTestBff();
  const reference = referencePortal();
  viaFake = await startTestBff({
    portal: {
      ...reference,
      services: { ...reference.services, forms: { ...reference.services.forms, url: `${await forms.start()}/dienste` } },
    },
  });
});
afterAll(async () => {
  await Promise.all([bff?.close(), viaFake?.close()]);
  await forms.stop();
});

describe('the proxy to the services', () => {
  it('lists the signed-in person’s bookings from the forms service with their token', async () => {
    const browser = userAgent(bff);
    await browser.signIn('lehrkraft.iqsh');
    const bookings = await browser.request('/api/forms/api/v1/anmeldungen/meine', { headers: { accept: 'application/json' } });
    expect(bookings.status).toBe(200);
    expect(bookings.headers.get('content-type')).toMatch(/application\/json/);
    expect(await bookings.json()).toEqual(expect.anything());
  });

  it('answers 401 keine-sitzung for a person’s call without a session, and passes public calls', async () => {
    const browser = userAgent(bff);
    const mine = await browser.request('/api/forms/api/v1/anmeldungen/meine');
    expect(mine.status).toBe(401);
    expect(await mine.json()).toMatchObject({ code: 'keine-sitzung' });
    // A public call needs no session: whatever the user service answers, it is not the BFF's refusal.
    const vtyp = await browser.request('/api/user/api/v1/public/get_vtyp?application=FOBU&userkey=WEB&vnr=X');
    expect(await vtyp.json()).not.toMatchObject({ code: expect.stringMatching(/nicht-erlaubt|keine-sitzung/) });
  });

  it('refuses with 404 nicht-erlaubt what the contract does not list, the OAuth endpoints and slippery paths', async () => {
    const browser = userAgent(bff);
    await browser.signIn('lehrkraft.iqsh');
    for (const [path, method] of [
      ['/api/forms/api/v1/gibt-es-nicht', 'GET'],
      ['/api/forms/api/v1/anmeldungen/meine', 'DELETE'],
      ['/api/user/oauth/token', 'POST'],
      ['/api/forms/oauth/token', 'POST'],
      ['/api/unbekannt/api/v1/user', 'GET'],
      ['/api/forms/api/v1/anmeldungen/%2e%2e%2fmeine/kalender.ics', 'GET'],
      ['/api/forms/api/v1/anmeldungen/..%2F..%2Fx/kalender.ics', 'GET'],
    ]) {
      const response = await browser.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Diesen Aufruf gibt es nicht.', code: 'nicht-erlaubt' });
    }
  });

  it('never forwards the browser’s Cookie, Authorization or X-User-Authorization, nor an upstream Set-Cookie', async () => {
    const browser = userAgent(viaFake);
    await browser.signIn('lehrkraft.iqsh');
    const response = await browser.request('/api/forms/api/v1/anmeldungen/meine?scope=gefaelscht&x=1', {
      headers: {
        authorization: 'Bearer vom-browser',
        'x-user-authorization': 'Bearer vom-browser',
        'accept-language': 'de-DE',
        'x-andere': 'nein',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const [upstream] = forms.seen.slice(-1);
    expect(upstream.headers.cookie).toBeUndefined();
    expect(upstream.headers.authorization).toBe('Bearer dienst-1');
    expect(upstream.headers['x-user-authorization']).toMatch(/^Bearer (?!vom-browser)\S+$/);
    expect(upstream.headers['accept-language']).toBe('de-DE');
    expect(upstream.headers['x-andere']).toBeUndefined();
    const reached = new URL(upstream.url, 'http://x');
    expect(reached.pathname).toBe('/dienste/api/v1/anmeldungen/meine');
    expect(reached.searchParams.getAll('scope')).toEqual(['serviceformix']);
    expect(reached.searchParams.get('x')).toBe('1');
  });

  it('renews the service token once when the service refuses it', async () => {
    const browser = userAgent(viaFake);
    await browser.signIn('lehrkraft.iqsh');
    forms.refuseOnce();
    const response = await browser.request('/api/forms/api/v1/anmeldungen/meine');
    expect(response.status).toBe(200);
    const [refused, retried] = forms.seen.slice(-2);
    expect(retried.headers.authorization).not.toBe(refused.headers.authorization);
    expect(retried.headers.authorization).toMatch(/^Bearer dienst-\d+$/);
  });
});
