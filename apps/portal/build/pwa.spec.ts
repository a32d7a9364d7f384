import { NAVIGATION_FALLBACK_DENYLIST } from './pwa';

/** Whether the service worker answers a navigation to `path` (with its query) with the app shell. */
const answeredWithShell = (path: string) => !NAVIGATION_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));

describe('the service worker’s navigation fallback', () => {
  it('leaves the sign-in of both modes, the services, the BFF and the config to the server', () => {
    for (const path of [
      '/bff/anmelden?mandant=iqsh&client=web',
      '/iqsh/callback?code=abc&state=xyz',
      '/iqsh/callback?angemeldet=1',
      '/api/forms/api/v1/angebote',
      '/oauth/authorize?client_id=fobu-web',
      '/config.json',
    ])
      expect(answeredWithShell(path), path).toBe(false);
  });

  it('answers the portal’s own pages with the app shell, also offline', () => {
    for (const path of ['/iqsh', '/iqsh/veranstaltungstermine?vnr=1', '/shibb/lehrkraft/dashboard'])
      expect(answeredWithShell(path), path).toBe(true);
  });
});
