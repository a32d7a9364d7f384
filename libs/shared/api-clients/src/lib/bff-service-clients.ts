import type { BffRuntimeConfig } from '@fobu/config';
import { createBffJsonClient } from '@fobu/http';
import { QR_IMAGE_PATH, qrImageSearch } from './qr-image';
import type { ServiceClients } from './service-clients';

export interface BffServiceClientOptions {
  readonly fetch?: typeof fetch;
  /** The portal's origin, which the BFF shares; the page's by default. */
  readonly origin?: string;
}

/**
 * The clients of BFF mode (docs/bff.md): every service through the BFF's proxy `/api/<service>/`
 * on the portal's own origin, with the session cookie and the CSRF header, no token, nothing to
 * bootstrap. `sessionExpired` hears of a session the BFF has ended.
 */
export function createBffServiceClients(
  config: BffRuntimeConfig,
  sessionExpired: () => void,
  { fetch, origin = window.location.origin }: BffServiceClientOptions = {},
): ServiceClients {
  const proxied = (path: string) => createBffJsonClient(`${origin}${path}`, { fetch, onSessionExpired: sessionExpired });
  const qr = config.services.qr ? proxied(config.services.qr.url.replace(/\/+$/, '')) : undefined;
  return {
    user: proxied('/api/user'),
    forms: proxied('/api/forms'),
    institutions: proxied('/api/institutions'),
    notification: proxied('/api/notification'),
    qr,
    // An <img> cannot send the CSRF header: the picture is read with it and shown as an object URL.
    qrImage: qr
      ? async (data) => {
          const picture = await qr.get(QR_IMAGE_PATH, { searchParams: qrImageSearch(data), headers: { Accept: 'image/svg+xml' } }).blob();
          return URL.createObjectURL(picture);
        }
      : undefined,
  };
}
