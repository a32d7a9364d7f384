import type { AuthSession } from '@fobu/auth';
import type { LoadServiceClients } from './service-clients-context';

/**
 * The service clients of the session's mode, created on the first call that needs them (and in
 * the spec mode their tokens bootstrapped): until then a page loads neither ky nor the contract
 * schemas, and calls nothing. The session is asked how to reach the services only then (a page
 * pre-rendered at build time has none).
 */
export function createLazyServiceClients(session: Pick<AuthSession, 'serviceAccess'>): LoadServiceClients {
  let clients: ReturnType<LoadServiceClients> | undefined;
  return () => (clients ??= import('./service-clients').then((module) => module.startServiceClients(session.serviceAccess)));
}
