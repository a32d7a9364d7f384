import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * The architecture is enforced by lint, not by convention: these imports, placed in the file
 * named, must fail the workspace's own ESLint configuration, and the allowed ones must pass.
 */
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: workspaceRoot });

async function lintImport(
  filePath: string,
  importLine: string,
): Promise<string[]> {
  const code = `${importLine}\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, {
    filePath: `${workspaceRoot}${filePath}`,
  });
  return result.messages.map(
    (message) => `${message.ruleId}: ${message.message}`,
  );
}

describe('module boundaries', () => {
  it('forbids a role group feature to import another role group feature', async () => {
    const messages = await lintImport(
      'libs/feature/booking/src/lib/forbidden.ts',
      "import { organiserScreens as imported } from '@fobu/feature-organiser';",
    );
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids a shared library to import a feature library', async () => {
    const messages = await lintImport(
      'libs/shared/ui/src/lib/forbidden.ts',
      "import { publicPages as imported } from '@fobu/feature-public';",
    );
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids a library to import an app', async () => {
    const messages = await lintImport(
      'libs/shared/domain/src/lib/forbidden.ts',
      "import { App as imported } from '@fobu/portal';",
    );
    expect(messages.length).toBeGreaterThan(0);
  });

  it('keeps the router behind @fobu/routing in features, naming the wrapper', async () => {
    const messages = await lintImport(
      'libs/feature/admin/src/lib/forbidden.ts',
      "import { Link as imported } from '@tanstack/react-router';",
    );
    expect(messages.join('\n')).toMatch(/wrapped by @fobu\/routing/);
  });

  it('keeps the domain free of React', async () => {
    const messages = await lintImport(
      'libs/shared/domain/src/lib/forbidden.ts',
      "import { useState as imported } from 'react';",
    );
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('keeps ky behind the service clients and auth, naming the wrapper', async () => {
    for (const file of [
      'libs/feature/booking/src/lib/forbidden.ts',
      'libs/shared/shell/src/lib/forbidden.ts',
      'libs/shared/config/src/lib/forbidden.ts',
    ]) {
      const messages = await lintImport(file, "import imported from 'ky';");
      expect(messages.join('\n')).toMatch(
        /ky is wrapped by @fobu\/api-clients/,
      );
    }
    expect(
      await lintImport(
        'libs/shared/api-clients/src/lib/allowed.ts',
        "import imported from 'ky';",
      ),
    ).toEqual([]);
    expect(
      await lintImport(
        'libs/shared/auth/src/lib/allowed.ts',
        "import imported from 'ky';",
      ),
    ).toEqual([]);
  });

  it('keeps the auth core free of React', async () => {
    const messages = await lintImport(
      'libs/shared/auth/src/lib/forbidden.ts',
      "import { useState as imported } from 'react';",
    );
    expect(messages.join('\n')).toMatch(/@fobu\/auth is framework-free/);
  });

  it("keeps the chart library behind @fobu/charts, naming the wrapper, also when linted from a project's own folder as Nx does", async () => {
    const lintFrom = async (project: string, importLine: string) => {
      const fromProject = new ESLint({ cwd: `${workspaceRoot}${project}` });
      const [result] = await fromProject.lintText(
        `${importLine}\n\nexport const used = imported;\n`,
        { filePath: `${workspaceRoot}${project}/src/lib/probe.tsx` },
      );
      return result.messages
        .map((message) => `${message.ruleId}: ${message.message}`)
        .join('\n');
    };
    for (const project of [
      'libs/feature/controlling',
      'libs/shared/catalogue',
      'libs/shared/ui',
      'apps/portal',
    ]) {
      expect(
        await lintFrom(
          project,
          "import { BarChart as imported } from 'recharts';",
        ),
      ).toMatch(/wrapped once by @fobu\/charts/);
      expect(
        await lintFrom(
          project,
          "import { Chart as imported } from '@chakra-ui/charts';",
        ),
      ).toMatch(/wrapped once by @fobu\/charts/);
      expect(
        (
          await lintImport(
            `${project}/src/lib/probe.tsx`,
            "import { LineChart as imported } from 'recharts';",
          )
        ).join('\n'),
      ).toMatch(/wrapped once by @fobu\/charts/);
    }
    expect(
      await lintFrom(
        'libs/shared/charts',
        "import { BarChart as imported } from 'recharts';",
      ),
    ).toBe('');
    expect(
      await lintImport(
        'libs/shared/charts/src/lib/probe.tsx',
        "import { BarChart as imported } from 'recharts';",
      ),
    ).toEqual([]);
  });

  it('allows a feature to use the shared libraries', async () => {
    const messages = await lintImport(
      'libs/feature/booking/src/lib/allowed.ts',
      "import { ScreenPage as imported } from '@fobu/ui';",
    );
    expect(messages).toEqual([]);
  });
});
