import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { port } from './run';

const repo = resolve(import.meta.dirname, '../../..');

export interface OwnServer {
  /** e.g. http://localhost:4421 */
  readonly url: string;
  /** The copy of the build this server serves; a test may change it (a new deploy). */
  readonly dist: string;
  stop(): Promise<void>;
}

/**
 * Serves a private copy of the production build with nginx, for tests that deploy a new version
 * or remove files under a running page without disturbing the other tests.
 */
export async function startOwnServer(port: number): Promise<OwnServer> {
  const dist = mkdtempSync(join(tmpdir(), 'fobu-e2e-dist-'));
  cpSync(join(repo, 'apps/portal/dist'), dist, { recursive: true });
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repo, 'tools/nginx/serve.mjs'), '--port', String(port), '--dist', dist, '--config', join(repo, 'e2e/fixtures/config.json')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((ready) => child.stdout?.once('data', ready));
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      await fetch(`${url}/iqsh`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    dist,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * A port of its own for each Playwright worker and use, above the run's own port (E2E_PORT, as the
 * config reads it): runs with different ports on one machine never meet.
 */
export function ownPort(workerIndex: number, slot: number): number {
  return port + 10 + workerIndex * 10 + slot;
}
