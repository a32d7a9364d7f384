import type { ServiceAccess } from '@fobu/auth';
import type { LoadServiceClients } from './service-clients-context';

/**
 * The service clients of the session's mode, created on the first call that needs them (and in
 * the spec mode their tokens bootstrapped): until then a page loads neither ky nor the contract
 * schemas, and calls nothing.
 */
export function createLazyServiceClients(access: ServiceAccess): LoadServiceClients {
  let clients: ReturnType<LoadServiceClients> | undefined;
  return () =>
    (clients ??=
      access.mode === 'bff'
        ? import('./bff-service-clients').then((module) => module.createBffServiceClients(access.config, access.sessionExpired))
        : import('./service-clients').then((module) => {
            const created = module.createServiceClients(access.config, access.userTokens);
            void created.bootstrap();
            return created;
          }));
}
