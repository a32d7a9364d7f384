export { controllingScreens } from './lib/controlling-screens';
