export type { RuntimeConfig } from './lib/runtime-config.schema';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  LAST_RUNTIME_CONFIG_KEY,
  type RuntimeConfigProblem,
  type RuntimeConfigResult,
} from './lib/load-runtime-config';
