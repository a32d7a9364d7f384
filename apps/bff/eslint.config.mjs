import baseConfig, { projectRules } from '../../eslint.config.mjs';

export default [...baseConfig, ...projectRules(import.meta.url)];
