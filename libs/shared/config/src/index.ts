export type { BffRuntimeConfig, RuntimeConfig, SpecRuntimeConfig } from './lib/runtime-config.schema';
export { loadRuntimeConfig, type RuntimeConfigProblem, type RuntimeConfigResult } from './lib/load-runtime-config';
