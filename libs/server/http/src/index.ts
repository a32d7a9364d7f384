export { listen, type Listening } from './lib/listen';
