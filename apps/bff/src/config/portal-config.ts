import { readFileSync } from 'node:fs';

interface OAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * The spec-mode `/config.json` (docs/runtime-config.md) as the back end writes it: the identity
 * provider, the services' URLs and the clients' secrets. In BFF mode it is the server's input and
 * never leaves the server.
 */
export interface SpecModeConfig {
  readonly environment: string;
  readonly idp: {
    readonly url: string;
    readonly authorizePath: string;
    readonly loginMode: 'redirect' | 'popup';
    readonly web: OAuthClient;
    readonly mobile: OAuthClient;
  };
  readonly services: {
    readonly user: { readonly url: string };
    readonly forms: OAuthClient & { readonly url: string };
    readonly institutions: OAuthClient & { readonly url: string };
    readonly notification: OAuthClient & { readonly url: string };
    readonly qr?: { readonly url: string };
  };
}

/** What the portal in BFF mode reads at `/config.json`: no URL of a service, no client id, no secret. */
export function bffModeConfig(config: SpecModeConfig) {
  return {
    environment: config.environment,
    mode: 'bff',
    idp: { loginMode: config.idp.loginMode },
    services: config.services.qr ? { qr: { url: '/api/qr' } } : {},
  };
}

const REQUIRED_TEXTS = [
  'environment',
  'idp.url',
  'idp.authorizePath',
  'idp.loginMode',
  'idp.web.clientId',
  'idp.web.clientSecret',
  'idp.mobile.clientId',
  'idp.mobile.clientSecret',
  'services.user.url',
  ...(['forms', 'institutions', 'notification'] as const).flatMap((service) =>
    ['url', 'clientId', 'clientSecret'].map((key) => `services.${service}.${key}`),
  ),
];

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((part, key) => (part && typeof part === 'object' ? (part as Record<string, unknown>)[key] : undefined), value);
}

/** Reads and checks the spec-mode config file; a missing or empty entry stops the start with a German message. */
export function readSpecModeConfig(file: string): SpecModeConfig {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const missing = REQUIRED_TEXTS.filter((path) => typeof at(parsed, path) !== 'string' || at(parsed, path) === '');
  if (missing.length > 0) throw new Error(`Die Portal-Konfiguration ${file} ist unvollständig: ${missing.join(', ')}`);
  return parsed as SpecModeConfig;
}
