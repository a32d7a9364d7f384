import type { UserTokenSource } from '@fobu/auth';
import type { RuntimeConfig } from '@fobu/config';
import type { LoadServiceClients } from './service-clients-context';

/**
 * The service clients, created (and their tokens bootstrapped) on the first call that needs
 * them: until then a page loads neither ky nor the contract schemas, and calls nothing.
 */
export function createLazyServiceClients(config: RuntimeConfig, user: UserTokenSource): LoadServiceClients {
  let clients: ReturnType<LoadServiceClients> | undefined;
  return () =>
    (clients ??= import('./service-clients').then((module) => {
      const created = module.createServiceClients(config, user);
      void created.bootstrap();
      return created;
    }));
}
