export type { BffRuntimeConfig, RuntimeConfig, SpecRuntimeConfig } from './lib/runtime-config.schema';
export {
  loadRuntimeConfig,
  specRuntimeConfigProblems,
  type RuntimeConfigProblem,
  type RuntimeConfigResult,
} from './lib/load-runtime-config';
