import { loadRuntimeConfig, parseRuntimeConfig } from './load-runtime-config';

const valid = {
  environment: 'local',
  idp: {
    url: 'http://localhost:4100',
    authorizePath: '/oauth/authorize',
    loginMode: 'redirect',
    web: { clientId: 'fobu-web', clientSecret: 'web-secret' },
    mobile: { clientId: 'fobu-mobile', clientSecret: 'mobile-secret' },
  },
  services: {
    user: { url: 'http://localhost:4100' },
    forms: { url: 'http://localhost:4101', clientId: 'portal', clientSecret: 's1' },
    institutions: { url: 'http://localhost:4102', clientId: 'portal', clientSecret: 's2' },
    notification: { url: 'http://localhost:4103', clientId: 'portal', clientSecret: 's3' },
  },
};

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, value),
  };
}

function respondWith(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('runtime config', () => {
  it('accepts the documented file, with or without the QR service', async () => {
    expect(await parseRuntimeConfig(valid)).toMatchObject({ ok: true });
    const withQr = { ...valid, services: { ...valid.services, qr: { url: 'https://qr.test.example' } } };
    const result = await parseRuntimeConfig(withQr);
    expect(result.ok && result.config.services.qr?.url).toBe('https://qr.test.example');
  });

  it('names a missing key in German', async () => {
    const result = await parseRuntimeConfig({ ...valid, services: { ...valid.services, forms: undefined } });
    expect(result).toEqual({
      ok: false,
      problems: [{ key: 'services.forms', message: 'Der Eintrag „services.forms“ fehlt.' }],
    });
  });

  it('names a bad value in German', async () => {
    const result = await parseRuntimeConfig({ ...valid, idp: { ...valid.idp, loginMode: 'iframe', url: 'ftp://x' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.key)).toEqual(['idp.url', 'idp.loginMode']);
    expect(result.problems[1].message).toBe('Der Eintrag „idp.loginMode“ muss „redirect“ oder „popup“ sein.');
  });

  it('reports a missing file and a file that is not JSON', async () => {
    expect(await loadRuntimeConfig(respondWith('', 404), memoryStorage())).toEqual({
      ok: false,
      problems: [{ message: 'Die Konfigurationsdatei /config.json fehlt (Antwort des Servers: 404).' }],
    });
    const notJson = await loadRuntimeConfig(respondWith('<html>'), memoryStorage());
    expect(notJson.ok === false && notJson.problems[0].message).toMatch(/kein gültiges JSON/);
  });

  it('names a part that is not an object, and a missing top level', async () => {
    expect(await parseRuntimeConfig({ ...valid, idp: 'x' })).toEqual({
      ok: false,
      problems: [{ key: 'idp', message: 'Der Eintrag „idp“ muss ein Objekt sein.' }],
    });
    const empty = await parseRuntimeConfig({ environment: '' });
    expect(empty.ok === false && empty.problems.map((p) => p.message)).toEqual([
      'Der Eintrag „environment“ darf nicht leer sein.',
      'Der Eintrag „idp“ fehlt.',
      'Der Eintrag „services“ fehlt.',
    ]);
  });

  it('accepts the BFF-mode file, which has neither hosts nor clients nor secrets', async () => {
    const bff = { environment: 'prod', mode: 'bff', idp: { loginMode: 'popup' }, services: { qr: { url: '/api/qr' } } };
    const result = await parseRuntimeConfig(bff);
    expect(result).toEqual({ ok: true, config: bff });
    expect((await parseRuntimeConfig({ ...bff, services: {} })).ok).toBe(true);
    expect((await parseRuntimeConfig({ ...valid, mode: 'spec' })).ok).toBe(true);
  });

  it('names what is wrong with a BFF-mode file in German, a secret in it too', async () => {
    const result = await parseRuntimeConfig({
      environment: 'prod',
      mode: 'bff',
      idp: { loginMode: 'popup', web: valid.idp.web },
      services: { qr: { url: 'qr' }, forms: valid.services.forms },
    });
    expect(result.ok === false && result.problems).toEqual([
      { key: 'services.qr.url', message: 'Der Eintrag „services.qr.url“ muss mit „/“ beginnen.' },
      { key: 'idp.web', message: 'Der Eintrag „idp.web“ gehört im BFF-Betrieb nicht in die Datei: ihn kennt nur der BFF.' },
      { key: 'services.forms', message: 'Der Eintrag „services.forms“ gehört im BFF-Betrieb nicht in die Datei: ihn kennt nur der BFF.' },
    ]);
    expect(await parseRuntimeConfig({ ...valid, mode: 'server' })).toEqual({
      ok: false,
      problems: [{ key: 'mode', message: 'Der Eintrag „mode“ muss „spec“ oder „bff“ sein.' }],
    });
  });

  it('loads a valid file', async () => {
    const result = await loadRuntimeConfig(respondWith(JSON.stringify(valid)), memoryStorage());
    expect(result.ok && result.config.mode !== 'bff' && result.config.idp.web.clientId).toBe('fobu-web');
  });

  it('starts offline with the last valid file, and says so when there is none', async () => {
    const storage = memoryStorage();
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const first = await loadRuntimeConfig(offline, storage);
    expect(first.ok === false && first.problems[0].message).toMatch(/keine Verbindung/);
    await loadRuntimeConfig(respondWith(JSON.stringify({ ...valid, environment: 'test' })), storage);
    const later = await loadRuntimeConfig(offline, storage);
    expect(later.ok && later.config.environment).toBe('test');
  });

  it('never keeps an invalid file as the last valid one', async () => {
    const storage = memoryStorage();
    await loadRuntimeConfig(respondWith(JSON.stringify(valid)), storage);
    await loadRuntimeConfig(respondWith(JSON.stringify({ ...valid, idp: {} })), storage);
    const offline = await loadRuntimeConfig(async () => Promise.reject(new TypeError('offline')), storage);
    expect(offline.ok && offline.config.mode !== 'bff' && offline.config.idp.web.clientId).toBe('fobu-web');
  });
});
