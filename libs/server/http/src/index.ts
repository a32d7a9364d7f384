export { listen, type Listening } from './lib/listen';
export { stopOnSignals } from './lib/stop-on-signals';
