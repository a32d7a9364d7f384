import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const backend = resolve(import.meta.dirname, '..');

/*
 * The bundle a deployment runs (scripts/bundle.mjs, docs/deployment.md): built as a deployment builds
 * it, started as a deployment starts it, on a copy of the seeded database (PGlite, whose worker the
 * bundle brings), it answers as the back end does.
 */
describe('the back end as one bundle', () => {
  it('starts with node alone and answers its health check and a service call', async () => {
    // Inside the project, as in a deployment: the bundle's packages are found in node_modules above it.
    mkdirSync(join(backend, 'tmp'), { recursive: true });
    const dir = mkdtempSync(join(backend, 'tmp', 'bundle-'));
    try {
      const built = spawnSync(process.execPath, [join(backend, 'scripts/bundle.mjs'), '--outdir', join(dir, 'bundle')], {
        encoding: 'utf8',
      });
      expect(built.status, built.stderr).toBe(0);
      cpSync(inject('templateDir'), join(dir, 'pglite'), { recursive: true });
      const ports = Object.fromEntries(
        ['IDP', 'FORMS', 'INSTITUTIONS', 'NOTIFICATION', 'QR', 'MAIL_SMTP', 'MAIL_HTTP'].map((name) => [`BACKEND_PORT_${name}`, '0']),
      );
      const child = spawn(process.execPath, [join(dir, 'bundle/main.mjs')], {
        env: { ...process.env, ...ports, BACKEND_DEMO: '1', BACKEND_DATA_DIR: join(dir, 'pglite'), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const urls = await startedUrls(child);
        const ready = await fetch(`${urls['forms']}/health/ready`);
        expect(await ready.json()).toEqual({ bereit: true });
        const document = (await (await fetch(`${urls['forms']}/openapi.json`)).json()) as { paths: Record<string, unknown> };
        expect(Object.keys(document.paths)).toContain('/api/v1/termine');
      } finally {
        child.kill('SIGTERM');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The services' addresses the process prints once it runs (`forms  http://…`), read until its database line. */
function startedUrls(child: ReturnType<typeof spawn>): Promise<Record<string, string>> {
  return new Promise((started, failed) => {
    let output = '';
    child.stdout?.on('data', (data) => {
      output += String(data);
      if (!output.includes('Datenbank:')) return;
      started(Object.fromEntries([...output.matchAll(/^(\w+)\s+(http:\/\/\S+)$/gm)].map(([, name, url]) => [name, url])));
    });
    let errors = '';
    child.stderr?.on('data', (data) => (errors += String(data)));
    child.on('exit', (code) => failed(new Error(`Der gebündelte Back-End-Prozess endete beim Start (${code}): ${errors}`)));
  });
}
