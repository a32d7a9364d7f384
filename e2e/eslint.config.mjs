import baseConfig, { projectRules } from '../eslint.config.mjs';

export default [...baseConfig, { ignores: ['test-results/**', 'playwright-report/**'] }, ...projectRules(import.meta.url)];
