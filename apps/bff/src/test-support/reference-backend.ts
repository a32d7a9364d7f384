import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_ORIGIN } from './test-origin';

declare module 'vitest' {
  export interface ProvidedContext {
    portalConfigFile: string;
  }
}

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/** A base port whose five service ports are free. */
async function freeBasePort(): Promise<number> {
  for (;;) {
    const base = 24_000 + Math.floor(Math.random() * 3_000) * 10;
    if ((await Promise.all([0, 1, 2, 3, 4].map((offset) => portFree(base + offset)))).every(Boolean)) return base;
  }
}

/**
 * Starts the reference back end once for all spec files, as a process on an empty database (it
 * seeds it) that writes the spec-mode config.json: the file the BFF reads in production. Its
 * registered portal origin is the tests' (TEST_ORIGIN), which the BFF is told is its own.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fobu-bff-backend-'));
  const portalConfigFile = join(dir, 'config.json');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--write-config', portalConfigFile], {
    cwd: resolve(import.meta.dirname, '../../../backend'),
    env: {
      ...process.env,
      BACKEND_DEMO: '1',
      BACKEND_DATA_DIR: join(dir, 'pglite'),
      BACKEND_BASE_PORT: String(await freeBasePort()),
      BACKEND_PUBLIC_HOST: '127.0.0.1',
      BACKEND_PORT_MAIL_SMTP: '0',
      BACKEND_PORT_MAIL_HTTP: '0',
      PORTAL_ORIGINS: TEST_ORIGIN,
      PORTAL_PUBLIC_URL: TEST_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Laufzeitkonfiguration geschrieben')) done();
    });
    child.once('exit', (code) => fail(new Error(`Das Back-End endete beim Start (${code}):\n${output}`)));
  });
  project.provide('portalConfigFile', portalConfigFile);
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
