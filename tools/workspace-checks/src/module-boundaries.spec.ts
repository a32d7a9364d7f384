import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture is enforced by lint, not by convention, and it is checked the way `nx lint`
 * runs: ESLint started in the project's own folder, so with that folder's eslint.config.mjs
 * (a rule that only the root's configuration applies would pass here, as it passes in CI).
 * The file is given to ESLint by name rather than written into the project: the lint and type
 * check of the same project may run beside this test, and would see it.
 */
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const linters = new Map<string, ESLint>();

async function lintImport(projectDir: string, importLine: string, fileName = 'checked-import.ts'): Promise<string[]> {
  const cwd = join(workspaceRoot, projectDir);
  const eslint = linters.get(cwd) ?? new ESLint({ cwd });
  linters.set(cwd, eslint);
  const code = `${importLine}\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, {
    filePath: join(cwd, 'src/lib', fileName),
  });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const routerImport = "import { Link as imported } from '@tanstack/react-router';";
const kyImport = "import imported from 'ky';";
const routerMessage = /wrapped by @fobu\/routing/;
const kyMessage = /ky is wrapped by @fobu\/api-clients/;
const deepImportMessage = /through its index\.ts/;

/** Every project Nx lints: a folder with an eslint.config.mjs beside a package.json. */
function lintedProjects(): { dir: string; tags: string[] }[] {
  const parents = ['apps', 'libs/shared', 'libs/feature', 'libs/server', 'tools'];
  const dirs = [...parents.flatMap((parent) => readdirSync(join(workspaceRoot, parent)).map((name) => `${parent}/${name}`)), 'e2e'];
  return dirs
    .filter((dir) => readdirSync(join(workspaceRoot, dir)).includes('eslint.config.mjs'))
    .map((dir) => ({
      dir,
      tags: JSON.parse(readFileSync(join(workspaceRoot, dir, 'package.json'), 'utf8')).nx.tags as string[],
    }));
}

describe('module boundaries, linted from the project folder', () => {
  it('forbids a role group feature to import another role group feature', async () => {
    const messages = await lintImport('libs/feature/booking', "import { organiserScreens as imported } from '@fobu/feature-organiser';");
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids a shared library to import a feature library', async () => {
    const messages = await lintImport('libs/shared/ui', "import { publicPages as imported } from '@fobu/feature-public';");
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids a library to import an app', async () => {
    expect(await lintImport('libs/shared/domain', "import { App as imported } from '@fobu/portal';")).not.toEqual([]);
  });

  it('keeps the router behind @fobu/routing in every project but routing, naming the wrapper', async () => {
    const projects = lintedProjects();
    expect(projects.length).toBeGreaterThan(20);
    const passing: string[] = [];
    for (const { dir, tags } of projects) {
      const messages = (await lintImport(dir, routerImport)).join('\n');
      if (tags.includes('type:routing') ? messages !== '' : !routerMessage.test(messages)) passing.push(dir);
    }
    expect(passing, 'projects whose lint does not apply the router rule').toEqual([]);
  });

  it('keeps ky behind the service clients and auth in a feature, ui, routing and util library, naming the wrapper', async () => {
    for (const dir of ['libs/feature/booking', 'libs/shared/ui', 'libs/shared/routing', 'libs/shared/domain', 'libs/shared/config']) {
      expect((await lintImport(dir, kyImport)).join('\n'), dir).toMatch(kyMessage);
    }
    expect(await lintImport('libs/shared/api-clients', kyImport)).toEqual([]);
    expect(await lintImport('libs/shared/auth', kyImport)).toEqual([]);
  });

  it('keeps the chart library behind @fobu/charts, naming the wrapper', async () => {
    const chartImport = "import { BarChart as imported } from 'recharts';";
    for (const dir of ['libs/feature/booking', 'libs/shared/ui', 'apps/portal']) {
      expect((await lintImport(dir, chartImport)).join('\n'), dir).toMatch(/wrapped once by @fobu\/charts/);
    }
    expect(await lintImport('libs/shared/charts', chartImport)).toEqual([]);
  });

  it('keeps data fetching and routing out of ui', async () => {
    const messages = await lintImport('libs/shared/ui', "import { useQuery as imported } from '@tanstack/react-query';");
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('keeps the domain free of React', async () => {
    const messages = await lintImport('libs/shared/domain', "import { useState as imported } from 'react';");
    expect(messages.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('keeps the auth core free of React', async () => {
    const messages = await lintImport('libs/shared/auth', "import { useState as imported } from 'react';");
    expect(messages.join('\n')).toMatch(/@fobu\/auth is framework-free/);
  });

  it('forbids importing past a library index.ts, except the entries its package.json exports', async () => {
    const deepImports = [
      ...['libs/feature/booking', 'libs/shared/ui', 'libs/shared/routing', 'libs/shared/domain', 'apps/portal'].map((dir) => ({
        dir,
        line: "import { ScreenPage as imported } from '@fobu/ui/src/lib/layout/screen-page';",
      })),
      {
        dir: 'libs/feature/booking',
        line: "import { isActive as imported } from '@fobu/domain/lib/bookings';",
      },
    ];
    const passing: string[] = [];
    for (const { dir, line } of deepImports) {
      if (!deepImportMessage.test((await lintImport(dir, line)).join('\n'))) passing.push(`${dir}: ${line}`);
    }
    expect(passing, 'deep imports without the index.ts message').toEqual([]);
    expect(await lintImport('libs/feature/booking', "import { ConfirmDialog as imported } from '@fobu/ui/dialogs';")).toEqual([]);
  });

  it('lets the back end depend only on util libraries', async () => {
    for (const line of [
      "import { ScreenPage as imported } from '@fobu/ui';",
      "import { bookingScreens as imported } from '@fobu/feature-booking';",
      "import { createJsonClient as imported } from '@fobu/http';",
    ]) {
      expect((await lintImport('apps/backend', line)).join('\n'), line).toMatch(/@nx\/enforce-module-boundaries/);
    }
    expect(await lintImport('apps/backend', "import { ROLES as imported } from '@fobu/domain';")).toEqual([]);
    expect(await lintImport('apps/backend', "import { ENDPOINTS as imported } from '@fobu/api-contract';")).toEqual([]);
  });

  it('lets the servers use their SQL layer and keeps it out of the portal and its libraries', async () => {
    const sqlImport = "import { openDb as imported } from '@fobu/server-sql';";
    expect(await lintImport('apps/backend', sqlImport)).toEqual([]);
    expect(await lintImport('apps/bff', sqlImport)).toEqual([]);
    for (const dir of ['apps/portal', 'libs/shared/api-clients', 'libs/shared/domain', 'libs/feature/booking']) {
      expect((await lintImport(dir, sqlImport)).join('\n'), dir).toMatch(/@nx\/enforce-module-boundaries/);
    }
    expect((await lintImport('libs/server/sql', "import { ScreenPage as imported } from '@fobu/ui';")).join('\n')).toMatch(
      /@nx\/enforce-module-boundaries/,
    );
  });

  it('lets only spec files import the screen tests harness, naming the rule', async () => {
    const routeTestingImport = "import { renderRoute as imported } from '@fobu/route-testing';";
    for (const dir of ['libs/feature/booking', 'libs/shared/offer-work']) {
      expect((await lintImport(dir, routeTestingImport)).join('\n'), dir).toMatch(/import it only in spec files/);
      expect(await lintImport(dir, routeTestingImport, 'checked-import.spec.tsx'), dir).toEqual([]);
    }
  });

  it('lets each kind of library use what it may', async () => {
    expect(await lintImport('libs/feature/booking', "import { ScreenPage as imported } from '@fobu/ui';")).toEqual([]);
    expect(await lintImport('libs/shared/ui', "import { Box as imported } from '@chakra-ui/react';")).toEqual([]);
    expect(await lintImport('libs/shared/routing', routerImport)).toEqual([]);
    expect(await lintImport('libs/shared/domain', "import { z as imported } from 'zod';")).toEqual([]);
  });
});
