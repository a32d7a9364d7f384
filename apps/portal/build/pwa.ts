import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR_LIGHT = '#001e49';

/**
 * Navigations the worker never answers with the app shell: paths the web server answers itself.
 * The sign-in callback comes from the server too, with the opener policy that keeps the sign-in
 * popup tied to the portal (in BFF mode, the BFF answers it when it carries the code).
 * A download opened in the tab (a PDF) is a navigation as well: it must get the file, not the app.
 * In BFF mode the sign-in starts with a navigation to `/bff/anmelden`, which the BFF answers.
 * Workbox matches them against the path with its query.
 */
export const NAVIGATION_FALLBACK_DENYLIST: RegExp[] = [
  /^\/bff\//,
  /^\/[^/]+\/callback(\?|$)/,
  /^\/downloads\//,
  /^\/\.well-known\//,
  /^\/config\.json$/,
  /^\/sw\.js$/,
  /^\/oauth\//,
  /^\/api\//,
  /^\/manifest\.webmanifest$/,
];

/**
 * The service worker (`/sw.js`) and the web app manifest (issue 5, spec sections 1, 4 and 9).
 * The worker precaches the app shell and the hashed assets and answers every navigation with the
 * shell, so that the portal and the pages visited before open offline. It has no runtime cache:
 * nothing from the identity provider or the services (`/oauth/*`, `/api/*`, other origins, any
 * request with an `Authorization` header), nothing of the BFF (`/bff/*`, and its proxy under
 * `/api/*`, docs/bff.md) and not `/config.json` (a new deployment's file must
 * win at once) is ever stored by it. It waits after an update until the user's Ok
 * (registerType `prompt`); it is registered by the app (`virtual:pwa-register`), not by a script.
 */
export function pwaPlugin({ disable = false }: { disable?: boolean } = {}) {
  return VitePWA({
    disable,
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Fortbildungsportal Schleswig-Holstein',
      short_name: 'Fortbildung',
      description: 'Fortbildungen für Lehrkräfte und pädagogisches Personal in Schleswig-Holstein finden, buchen und verwalten.',
      lang: 'de',
      dir: 'ltr',
      // "/" leads to the tenant chosen at the first launch (Mandantenauswahl), for both tenants.
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR_LIGHT,
      background_color: '#ffffff',
      categories: ['education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NAVIGATION_FALLBACK_DENYLIST,
      cleanupOutdatedCaches: true,
      // The new worker takes over every open tab at once after the Ok, so that each reloads.
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}
