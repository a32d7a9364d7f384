import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { chakraStartUpPlugin } from './chakra-start-up';

const require = createRequire(import.meta.url);
const chakraFile = (file: string) =>
  require.resolve('@chakra-ui/react').replace(/dist\/(cjs|esm)\/index\.c?js$/, `dist/esm/styled-system/${file}`);

function transform(code: string, id: string): string | undefined {
  const hook = chakraStartUpPlugin().transform as Exclude<Plugin['transform'], undefined>;
  const handler = typeof hook === 'function' ? hook : hook.handler;
  return handler.call({} as never, code, id) as string | undefined;
}

describe('the edits to Chakra UI’s start-up', () => {
  it.each(['system.js', 'conditions.js'])('find their place in the installed %s', (file) => {
    const id = chakraFile(file);
    const edited = transform(readFileSync(id, 'utf8'), id);
    expect(edited).toBeDefined();
    expect(edited).not.toBe(readFileSync(id, 'utf8'));
  });

  it('computes the global CSS only when it is read', () => {
    const id = chakraFile('system.js');
    expect(transform(readFileSync(id, 'utf8'), id)).toMatch(/get _global\(\) \{\s+return computeGlobal\(\);/);
  });

  it('fail the build when Chakra’s code changed', () => {
    const id = chakraFile('conditions.js');
    expect(() => transform('export const createConditions = () => ({});', id)).toThrow(/Chakra UI hat sich geändert/);
  });

  it('leave every other module alone', () => {
    expect(transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/src/other.js')).toBeUndefined();
  });
});
