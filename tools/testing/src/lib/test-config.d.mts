import type { ViteUserConfig } from 'vitest/config';

type InlineTestConfig = NonNullable<ViteUserConfig['test']>;

export interface TestOptions {
  /** `jsdom` for code that touches the DOM (with the setup that fills jsdom's gaps), `node` for the rest. */
  environment: 'jsdom' | 'node';
  /** A library whose screens have no behaviour of their own yet passes without a spec file. */
  passWithNoTests?: boolean;
  testTimeout?: number;
}

/** The vitest settings every project shares, named after the project in `projectDir`'s package.json. */
export function testOptions(projectDir: string, options: TestOptions): InlineTestConfig;

/**
 * A library's whole vite.config.mts: `export default libraryTestConfig(import.meta.dirname, { environment: 'jsdom', react: true })`;
 * `react` compiles JSX with React's plugin (components and hooks).
 */
export function libraryTestConfig(projectDir: string, options: TestOptions & { react?: boolean }): ViteUserConfig;
