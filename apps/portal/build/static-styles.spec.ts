import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { staticStylesPlugin } from './static-styles';

/** The style module's helper: a style object that only the static style uses. */
const HELPER = `export const WIDE = { maxW: '1440px', mx: 'auto', px: { base: '4', md: '6' } };`;
/** `staticStyle` as `@fobu/ui` has it: it records the style and gives back the class name. */
const STATIC_STYLE = `export const seen = new Map();\nexport function staticStyle(className, style) { seen.set(className, style); return className; }`;

async function buildFixture(files: Record<string, string>): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'fobu-static-styles-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(root, name), content);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [staticStylesPlugin()],
      build: {
        outDir: join(root, 'dist'),
        minify: false,
        rolldownOptions: { input: join(root, 'entry.ts'), preserveEntrySignatures: 'strict', output: { entryFileNames: '[name].js' } },
      },
    });
    return readFileSync(join(root, 'dist/entry.js'), 'utf8');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('static styles in the browser build', () => {
  it('are their class names: neither the style nor what only it imports is in the code', async () => {
    const code = await buildFixture({
      'static-style.ts': STATIC_STYLE,
      'wide.ts': HELPER,
      'frame.styles.ts': `import { staticStyle } from './static-style';\nimport { WIDE } from './wide';\nexport const frameClass = staticStyle('fobu-frame', { display: 'flex', '& > main': { ...WIDE, py: '10' } });`,
      'entry.ts': `import { frameClass } from './frame.styles';\nexport const frame = () => '<div class="' + frameClass + '"></div>';`,
    });
    expect(code).toContain('fobu-frame');
    for (const gone of ['display', '1440px', 'staticStyle', 'seen']) expect(code).not.toContain(gone);
  });

  it('leave modules of other names as they are', async () => {
    const code = await buildFixture({
      'static-style.ts': STATIC_STYLE,
      'frame.ts': `import { staticStyle } from './static-style';\nexport const frameClass = staticStyle('fobu-frame', { display: 'flex' });`,
      'entry.ts': `export { frameClass } from './frame';`,
    });
    expect(code).toContain(`display: "flex"`);
  });

  it('need the class name written in the call', async () => {
    await expect(
      buildFixture({
        'static-style.ts': STATIC_STYLE,
        'frame.styles.ts': `import { staticStyle } from './static-style';\nconst name = 'fobu-frame';\nexport const frameClass = staticStyle(name, { display: 'flex' });`,
        'entry.ts': `export { frameClass } from './frame.styles';`,
      }),
    ).rejects.toThrow(/Klassennamen als Zeichenkette/);
  });

  it('give a class name one style only', async () => {
    await expect(
      buildFixture({
        'static-style.ts': STATIC_STYLE,
        'frame.styles.ts': `import { staticStyle } from './static-style';\nexport const frameClass = staticStyle('fobu-frame', { display: 'flex' });`,
        'other.styles.ts': `import { staticStyle } from './static-style';\nexport const otherClass = staticStyle('fobu-frame', { display: 'grid' });`,
        'entry.ts': `export { frameClass } from './frame.styles';\nexport { otherClass } from './other.styles';`,
      }),
    ).rejects.toThrow(/„fobu-frame“ hat zwei Stile/);
  });
});
