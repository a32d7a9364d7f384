export { dienstpostenScreens } from './lib/dienstposten-screens';
