import baseConfig, { authCoreRules } from '../../../eslint.config.mjs';

// Linted from this folder, the root's path-based blocks do not match: apply the core's rules here.
export default [...baseConfig, { files: ['**/*.ts'], rules: authCoreRules }];
