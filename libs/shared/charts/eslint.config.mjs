import nx from '@nx/eslint-plugin';
import baseConfig, { projectRules } from '../../../eslint.config.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...projectRules(import.meta.url)];
