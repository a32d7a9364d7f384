/**
 * The shape of `/config.json`, the deployment interface (shared/design/runtime-config.md).
 *
 * Checked by hand rather than with zod: the service clients validate every response with the
 * shared zod contract, and a zod here would pull the whole of zod's core into the first-visit
 * bundle (a module lives in one chunk with everything any chunk uses of it).
 */
interface OAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

interface TokenServiceConfig extends OAuthClient {
  readonly url: string;
}

/**
 * The spec's deployment (spec sections 4 and 7): the browser is the OAuth client and reaches the
 * identity provider and the services itself. `mode` may say so or be absent.
 */
export interface SpecRuntimeConfig {
  readonly environment: string;
  readonly mode?: 'spec';
  readonly idp: {
    readonly url: string;
    readonly authorizePath: string;
    readonly loginMode: 'redirect' | 'popup';
    readonly web: OAuthClient;
    readonly mobile: OAuthClient;
  };
  readonly services: {
    readonly user: { readonly url: string };
    readonly forms: TokenServiceConfig;
    readonly institutions: TokenServiceConfig;
    readonly notification: TokenServiceConfig;
    /** Only the test host has a QR service; what needs it is hidden where it is absent. */
    readonly qr?: { readonly url: string };
  };
}

/**
 * The deployment with a back end for the front end (docs/bff.md): the browser holds no URL of a
 * service, no client and no secret; it signs in through `/bff/…` and calls `/api/<service>/…`.
 */
export interface BffRuntimeConfig {
  readonly environment: string;
  readonly mode: 'bff';
  readonly idp: { readonly loginMode: 'redirect' | 'popup' };
  /** The QR service's proxy path (`/api/qr`), where the deployment has one. */
  readonly services: { readonly qr?: { readonly url: string } };
}

/**
 * `/config.json`: one of the two deployments. What only the spec's has (the identity provider's
 * address, the clients' secrets, the services' addresses) is reached after `config.mode !== 'bff'`.
 */
export type RuntimeConfig = SpecRuntimeConfig | BffRuntimeConfig;

/** A check of one value: undefined when good, else what is wrong (German, completing „Der Eintrag „x“ …“). */
export type Check = (value: unknown) => string | undefined;
/** An object's keys in order; `optional` marks a part that may be missing. */
export interface Shape {
  readonly [key: string]: Check | Shape | { readonly optional: Shape };
}

export const text: Check = (value) =>
  typeof value !== 'string' ? 'muss ein Text sein' : value.length === 0 ? 'darf nicht leer sein' : undefined;
const url: Check = (value) =>
  typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value) ? undefined : 'muss eine http(s)-Adresse sein';
export const absolutePath: Check = (value) =>
  typeof value !== 'string' ? 'muss ein Text sein' : value.startsWith('/') ? undefined : 'muss mit „/“ beginnen';
export const loginMode: Check = (value) => (value === 'redirect' || value === 'popup' ? undefined : 'muss „redirect“ oder „popup“ sein');

const oauthClient = { clientId: text, clientSecret: text };
const tokenService = { url, clientId: text, clientSecret: text };

export const specConfigShape: Shape = {
  environment: text,
  idp: { url, authorizePath: absolutePath, loginMode, web: oauthClient, mobile: oauthClient },
  services: {
    user: { url },
    forms: tokenService,
    institutions: tokenService,
    notification: tokenService,
    qr: { optional: { url } },
  },
};
