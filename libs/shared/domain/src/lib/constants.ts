/** Business constants and limits of spec section 9 (and the call constants of section 7). */

/** The application identifier sent to the back end. */
export const APPLICATION = 'FOBU';

/** Length of the OAuth state value (letters and digits). */
export const OAUTH_STATE_LENGTH = 40;

/** Cookie lifetime of the installed app's tokens; the web cookie lives for the session only. */
export const MOBILE_COOKIE_LIFETIME_DAYS = 30;

/** Size of the sign-in popup. */
export const LOGIN_POPUP_SIZE = { width: 825, height: 500 } as const;

/** How often a request to a token-secured service is retried after a 401. */
export const SERVICE_TOKEN_RETRIES = 1;

/** PBKDF2 key derivation for stored tokens (SHA-256). */
export const KEY_DERIVATION = { iterations: 250_000, keyLengthBits: 256, hash: 'SHA-256' } as const;

/** The OAuth scope of each token-secured service equals its service name. */
export const SERVICE_SCOPES = {
  forms: 'serviceformix',
  institutions: 'servicebildungseinrichtungen',
  notification: 'servicenotification',
} as const;
export type TokenService = keyof typeof SERVICE_SCOPES;
export type ServiceScope = (typeof SERVICE_SCOPES)[TokenService];
/** Every service scope, as a list (the token request's enum, the clients' registration). */
export const SERVICE_SCOPE_NAMES = Object.values(SERVICE_SCOPES) as [ServiceScope, ...ServiceScope[]];

export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** Screen breakpoints in px. */
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** HTTP requests have no time-out. */
export const HTTP_TIMEOUT = false;

/** The `theme-color` of the page per colour scheme. */
export const THEME_COLORS = { light: '#001e49', dark: '#091235' } as const;

export const SERVICE_WORKER_PATH = '/sw.js';

/** Keys of what the portal stores in the browser (spec section 3). */
export const STORAGE_KEYS = {
  darkMode: 'darkMode',
  pwaTenant: 'pwa-mandant',
  pwaMode: 'pwa-mode',
} as const;

/**
 * An offer's unsaved input in the editor, one item per person and offer (`…{uid}-{vnr or neu-TYP}`):
 * kept in localStorage so that a time-out or a closed tab loses nothing; removed once saved.
 */
export const OFFER_DRAFT_KEY_PREFIX = 'fobu-angebotsentwurf-';
