import type { Plugin } from 'vite';

interface SourceEdit {
  readonly file: string;
  readonly find: string;
  readonly replace: string;
}

/**
 * Three edits to Chakra UI's design-system runtime (pinned at 3.37.0) for the browser bundle, each
 * keeping its behaviour and removing work from every visitor's start (issue 18):
 * - `createSystem` computed the global CSS (reset, global styles, every token's custom property)
 *   eagerly; the build writes it into the page (build/global-styles.ts) and the app's provider
 *   renders none, so the system computes it only if something reads `_global`.
 * - `conditions.has` listed all 122 conditions into a new array on every call, and it is called
 *   for each style property of each element rendered; a set answers the same.
 * - `createSystem` merged the configs, built the token dictionary and the utilities in one go
 *   (about 100 ms on a phone, one long task); `createSystemSteps` does the same as a generator that
 *   pauses after the merge and after the token dictionary, so that the app's start can run each
 *   part in a task of its own (`portalSystemInSteps` in @fobu/ui). `createSystem` runs the steps
 *   at once, as before.
 * The build fails when Chakra's code no longer reads as expected (after an update), so that an
 * edit is never silently dropped.
 */
const EDITS: readonly SourceEdit[] = [
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    replace: 'let _global;\n  const computeGlobal = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: '    _global,\n',
    replace: '    get _global() {\n      return computeGlobal();\n    },\n',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    replace: 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
    replace: '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: 'function getTokenMap(tokens) {\n',
    replace:
      'function createSystem(...configs) {\n  const steps = createSystemSteps(...configs);\n  for (;;) {\n    const step = steps.next();\n    if (step.done) return step.value;\n  }\n}\nfunction getTokenMap(tokens) {\n',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/system.js',
    find: 'export { createSystem, isValidSystem };',
    replace: 'export { createSystem, createSystemSteps, isValidSystem };',
  },
  {
    file: '@chakra-ui/react/dist/esm/index.js',
    find: "export { createSystem, isValidSystem } from './styled-system/system.js';",
    replace: "export { createSystem, createSystemSteps, isValidSystem } from './styled-system/system.js';",
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/conditions.js',
    find: '    return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");',
    replace: '    return keySet.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");',
  },
  {
    file: '@chakra-ui/react/dist/esm/styled-system/conditions.js',
    find: '  function keys() {\n',
    replace: '  const keySet = new Set(Object.keys(values));\n  function keys() {\n',
  },
];

export function chakraStartUpPlugin(): Plugin {
  return {
    name: 'fobu-chakra-start-up',
    apply: 'build',
    transform(code, id) {
      const edits = EDITS.filter((edit) => id.replaceAll('\\', '/').endsWith(`/node_modules/${edit.file}`));
      if (edits.length === 0) return undefined;
      return edits.reduce((source, edit) => {
        if (source.split(edit.find).length !== 2)
          throw new Error(`${edit.file}: „${edit.find.trim()}“ nicht genau einmal gefunden; Chakra UI hat sich geändert.`);
        return source.replace(edit.find, () => edit.replace);
      }, code);
    },
  };
}
