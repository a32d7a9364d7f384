import { singleFlight } from '@fobu/auth';
import type { TokenService } from '@fobu/domain';
import type { KyInstance } from 'ky';
import { fetchServiceToken } from './fetch-service-token';
import type { ServiceTokenStore } from './service-token-store';

/** One service's token: the stored one, or a new one fetched once for every caller that needs it. */
export function createServiceTokenSource(
  service: TokenService,
  tokenClient: KyInstance,
  credentials: { readonly clientId: string; readonly clientSecret: string },
  store: ServiceTokenStore,
) {
  const renew = singleFlight(async () => {
    const token = await fetchServiceToken(tokenClient, service, credentials);
    await store.write(service, token);
    return token;
  });
  return {
    service,
    renew,
    /** The stored token, else a new one; undefined when none can be had (the request goes without). */
    async current(): Promise<string | undefined> {
      return (await store.read(service)) ?? renew().catch(() => undefined);
    },
  };
}

export type ServiceTokenSource = ReturnType<typeof createServiceTokenSource>;
