import baseConfig, { httpCoreRules } from '../../../eslint.config.mjs';

// Linted from this folder, the root's path-based blocks do not match: apply the layer's rules here.
export default [...baseConfig, { files: ['**/*.ts'], rules: httpCoreRules }];
