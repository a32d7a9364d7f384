export { organiserScreens } from './lib/organiser-screens';
