import type { SpecRuntimeConfig } from '@fobu/config';
import { tokenCipher, type ServiceAccess, type TokenCipher, type UserTokenSource } from '@fobu/auth';
import type { TokenService } from '@fobu/domain';
import { createJsonClient } from '@fobu/http';
import type { KyInstance } from 'ky';
import { qrImageUrl } from './qr-image';
import { bootstrapServiceTokens } from './service-tokens/bootstrap-service-tokens';
import { createServiceTokenSource } from './service-tokens/service-token-source';
import { createServiceTokenStore } from './service-tokens/service-token-store';
import { createTokenServiceClient } from './token-service-client';

/** One ky client per service, in either mode: the endpoints' one way to reach their service. */
export interface ServiceClients {
  readonly user: KyInstance;
  readonly forms: KyInstance;
  readonly institutions: KyInstance;
  readonly notification: KyInstance;
  /** Only the test host has a QR service. */
  readonly qr: KyInstance | undefined;
  /** The `src` of a QR code's picture; only where the deployment has a QR service. */
  readonly qrImage: ((data: string) => Promise<string>) | undefined;
}

/** The spec mode's clients (spec section 7), with the service tokens they start with. */
export interface SpecServiceClients extends ServiceClients {
  /** Fetches the three service tokens in sequence, logging failures only. */
  bootstrap(): Promise<void>;
}

export interface ServiceClientOptions {
  readonly fetch?: typeof fetch;
  readonly storage?: Storage;
  readonly cipher?: TokenCipher;
  readonly log?: Pick<Console, 'error'>;
}

const TOKEN_SERVICES: readonly TokenService[] = ['forms', 'institutions', 'notification'];

export function createServiceClients(
  config: SpecRuntimeConfig,
  user: UserTokenSource,
  options: ServiceClientOptions = {},
): SpecServiceClients {
  const { qr } = config.services;
  const store = createServiceTokenStore(options.cipher ?? tokenCipher(), options.storage ?? sessionStorage);
  const sources = TOKEN_SERVICES.map((service) =>
    createServiceTokenSource(service, createJsonClient(config.services[service].url, options.fetch), config.services[service], store),
  );
  const [forms, institutions, notification] = sources.map((source) =>
    createTokenServiceClient(config.services[source.service].url, source, user, options.fetch),
  );
  return {
    // The user service is the one the sign-in uses: same setup, no token handling (spec section 4).
    user: createJsonClient(config.services.user.url, options.fetch),
    forms,
    institutions,
    notification,
    qr: qr ? createJsonClient(qr.url, options.fetch) : undefined,
    qrImage: qr ? async (data) => qrImageUrl(qr.url, data) : undefined,
    bootstrap: () => bootstrapServiceTokens(sources, options.log),
  };
}

/**
 * The clients of the session's mode as a page starts them; in the spec mode the service tokens are
 * asked for at once, in the background. The BFF mode's clients are a chunk that only this chunk
 * loads, so that what both modes share stays here and a spec-mode page loads none of the BFF's code.
 */
export async function startServiceClients(access: ServiceAccess): Promise<ServiceClients> {
  if (access.mode === 'bff') return (await import('./bff-service-clients')).createBffServiceClients(access.config, access.sessionExpired);
  const clients = createServiceClients(access.config, access.userTokens);
  void clients.bootstrap();
  return clients;
}
