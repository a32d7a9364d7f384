import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { chakraStartUpPlugin } from './chakra-start-up';

const require = createRequire(import.meta.url);
const chakraFile = (file: string) =>
  resolve(require.resolve('@chakra-ui/react').replace(/dist\/(cjs|esm)\/index\.c?js$/, `dist/esm/styled-system/${file}`));

function transform(code: string, id: string): string | undefined {
  const hook = chakraStartUpPlugin().transform as Exclude<Plugin['transform'], undefined>;
  const handler = typeof hook === 'function' ? hook : hook.handler;
  return handler.call({} as never, code, id) as string | undefined;
}

describe('the edits to Chakra UI’s start-up', () => {
  it.each(['system.js', 'conditions.js', '../index.js'])('find their place in the installed %s', (file) => {
    const id = chakraFile(file);
    const edited = transform(readFileSync(id, 'utf8'), id);
    expect(edited).toBeDefined();
    expect(edited).not.toBe(readFileSync(id, 'utf8'));
  });

  it('computes the global CSS only when it is read', () => {
    const id = chakraFile('system.js');
    expect(transform(readFileSync(id, 'utf8'), id)).toMatch(/get _global\(\) \{\s+return computeGlobal\(\);/);
  });

  // Loading Chakra's modules afresh and building two systems took over 5 s on a loaded 2-core machine.
  describe('createSystemSteps', { timeout: 30_000 }, () => {
    // The edited module beside Chakra's own, so that its imports resolve to Chakra's other modules.
    const editedId = chakraFile(`system.fobu-steps-${process.pid}.js`);
    beforeAll(() => writeFileSync(editedId, transform(readFileSync(chakraFile('system.js'), 'utf8'), chakraFile('system.js')) as string));
    afterAll(() => rmSync(editedId, { force: true }));

    it('pauses after the merge and after the token dictionary, and makes the system createSystem makes', async () => {
      const { createSystemSteps } = await import(/* @vite-ignore */ pathToFileURL(editedId).href);
      const { createSystem } = await import(/* @vite-ignore */ pathToFileURL(chakraFile('system.js')).href);
      const { defaultBaseConfig } = await import('@chakra-ui/react');
      const config = {
        cssVarsPrefix: 'probe',
        theme: {
          tokens: { colors: { navy: { value: '#001e49' } }, spacing: { 4: { value: '1rem' } } },
          semanticTokens: { colors: { fg: { value: { base: '{colors.navy}', _dark: 'white' } } } },
        },
      };
      const steps = createSystemSteps(defaultBaseConfig, config);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      const expected = createSystem(defaultBaseConfig, config);

      expect(pauses).toBe(2);
      expect(step.value.tokens.allTokens).toEqual(expected.tokens.allTokens);
      const style = { color: 'fg', px: '4', _hover: { bg: 'navy' }, _dark: { color: 'navy' } };
      expect(step.value.css(style)).toEqual(expected.css(style));
      expect(step.value._global).toEqual(expected._global);
    });
  });

  it('fail the build when Chakra’s code changed', () => {
    const id = chakraFile('conditions.js');
    expect(() => transform('export const createConditions = () => ({});', id)).toThrow(/Chakra UI hat sich geändert/);
  });

  it('leave every other module alone', () => {
    expect(transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/src/other.js')).toBeUndefined();
  });
});
