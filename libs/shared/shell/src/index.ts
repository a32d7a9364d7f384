export { bindScreens, type PortalScreens } from './lib/bind-screens';
export type { RoleGroupLoaders } from './lib/role-screens';
export { ConfigErrorScreen } from './lib/config-error-screen';
export { ErrorScreen } from './lib/error-screen';
export { QueryRetry } from './lib/query-retry';
