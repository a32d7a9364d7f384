import nx from '@nx/eslint-plugin';
import baseConfig, { serviceClientRules } from '../../../eslint.config.mjs';

// Linted from this folder, the root's path-based blocks do not match: ky is allowed here.
export default [...nx.configs['flat/react'], ...baseConfig, { files: ['**/*.{ts,tsx}'], rules: serviceClientRules }];
