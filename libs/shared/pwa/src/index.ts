export {
  createUpdateController,
  type RegisterServiceWorker,
  type RegisterServiceWorkerOptions,
  type UpdateController,
  type UpdateControllerOptions,
  type UpdateState,
} from './lib/update-controller';
export { useUpdateState } from './lib/use-update-state';
export { useInstalledApp } from './lib/use-installed-app';
export { isStandalone, needsTenantChoice, rememberTenantChoice, startTenant } from './lib/installed-app';

export { importCurrentVersion, StaleVersionError } from './lib/stale-version';
export { lazyPart } from './lib/lazy-part';
