export { bindScreens, type PortalScreens, type RoleGroupLoaders } from './lib/bind-screens';
export { ConfigErrorScreen } from './lib/config-error-screen';
export { ErrorScreen } from './lib/error-screen';
