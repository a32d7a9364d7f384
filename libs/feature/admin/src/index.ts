export { adminScreens } from './lib/admin-screens';
