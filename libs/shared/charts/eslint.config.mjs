import nx from '@nx/eslint-plugin';
import baseConfig, { chartsWrapperRules } from '../../../eslint.config.mjs';

// The one library that imports the chart library (Nx lints from here, where the root's path-based blocks do not match).
export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  { files: ['**/*.ts', '**/*.tsx'], rules: chartsWrapperRules },
];
