import nx from '@nx/eslint-plugin';
import baseConfig, { projectRules } from '../../../eslint.config.mjs';

// As in @fobu/auth's config: RuntimeConfig's declarations ship inside the package (docs/packages.md).
const boundaries = baseConfig.find((block) => block.rules?.['@nx/enforce-module-boundaries']);
const [level, options] = boundaries.rules['@nx/enforce-module-boundaries'];
const allow = [...options.allow, '@fobu/config*'];
const allowConfigTypes = { files: boundaries.files, rules: { '@nx/enforce-module-boundaries': [level, { ...options, allow }] } };

export default [...nx.configs['flat/react'], ...baseConfig, ...projectRules(import.meta.url), allowConfigTypes];
