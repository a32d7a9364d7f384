import baseConfig, { projectRules } from '../../../eslint.config.mjs';

// RuntimeConfig (@fobu/config, not published) is part of this buildable package's API: the package build
// ships its declarations and fails on any run-time import of it (docs/packages.md), so the check of
// buildable libraries lets the type imports through.
const boundaries = baseConfig.find((block) => block.rules?.['@nx/enforce-module-boundaries']);
const [level, options] = boundaries.rules['@nx/enforce-module-boundaries'];
const allow = [...options.allow, '@fobu/config*'];
const allowConfigTypes = { files: boundaries.files, rules: { '@nx/enforce-module-boundaries': [level, { ...options, allow }] } };

export default [...baseConfig, ...projectRules(import.meta.url), allowConfigTypes];
