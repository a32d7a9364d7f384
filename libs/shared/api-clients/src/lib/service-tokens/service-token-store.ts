import type { TokenCipher } from '@fobu/auth';
import type { TokenService } from '@fobu/domain';
import { SERVICE_SCOPES } from '@fobu/domain';

/** Service tokens in session storage under the service name (spec section 3), AES-GCM encrypted. */
export function createServiceTokenStore(cipher: TokenCipher, storage: Storage) {
  return {
    async read(service: TokenService): Promise<string | undefined> {
      const sealed = storage.getItem(SERVICE_SCOPES[service]);
      if (!sealed) return undefined;
      try {
        return await cipher.decrypt(sealed);
      } catch {
        return undefined;
      }
    },
    async write(service: TokenService, token: string): Promise<void> {
      storage.setItem(SERVICE_SCOPES[service], await cipher.encrypt(token));
    },
  };
}

export type ServiceTokenStore = ReturnType<typeof createServiceTokenStore>;
