// What the browser benchmarks share (tools/bench-catalogue, tools/perf/staff-dashboard.mjs): the built
// portal served by nginx as production serves it (tools/nginx), with the reference back end in demo
// mode on a fresh embedded database in `runDir`, which writes the portal's config.json, and Debian's
// chromium as the tests launch it.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formsServiceToken } from './bench-server.mjs';
import { startDelayedServices } from './delayed-services.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The back end's environment: demo seed, its database in `runDir`, the portals' origins allowed. */
export function servedPortalBackendEnv({ runDir, backendBase, portalPorts }) {
  return {
    ...process.env,
    BACKEND_DEMO: '1',
    BACKEND_DATA_DIR: join(runDir, 'db'),
    BACKEND_BASE_PORT: String(backendBase),
    PORTAL_ORIGINS: portalPorts.map((port) => `http://localhost:${port}`).join(','),
  };
}

async function until(check, what) {
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${what}: keine Antwort nach 5 Minuten.`);
}

/**
 * Starts the back end and nginx and waits for both; returns the portal's origin and `stop`. With
 * `dists` (built portals' folders), each is served on a port of its own from `portalPort` on, all
 * with the one back end (`urls`), so that two builds can be compared on the same data. `delays`,
 * beside `dists`, gives a served portal services that answer late: `[minMs, maxMs]` or undefined.
 */
export async function startServedPortal({ runDir, backendBase, portalPort, dists = [join(root, 'apps/portal/dist')], delays = [] }) {
  for (const dist of dists)
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`Kein gebautes Portal in ${dist}: npx nx build portal`);
  const portalPorts = dists.map((_, index) => portalPort + index);
  const children = [];
  const start = (args, env = process.env) =>
    children.push(spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  const proxies = [];
  const stop = async () => {
    for (const proxy of proxies) proxy.stop();
    for (const child of children) child.kill('SIGTERM');
    await new Promise((wait) => setTimeout(wait, 500));
  };
  const urls = portalPorts.map((port) => `http://localhost:${port}`);
  const configFile = join(runDir, 'config.json');
  try {
    start(
      ['--import', 'tsx', join(root, 'apps/backend/src/main.ts'), '--write-config', configFile],
      servedPortalBackendEnv({ runDir, backendBase, portalPorts }),
    );
    // nginx's configuration is rendered from the config file (the CSP names the services' origins).
    await until(() => existsSync(configFile), 'Back-End');
    for (const [index, dist] of dists.entries()) {
      let servedConfig = configFile;
      if (delays[index]) {
        servedConfig = join(runDir, `config-delayed-${index}.json`);
        const firstPort = backendBase + 50 + 10 * index;
        proxies.push(await startDelayedServices({ configFile, delayedConfigFile: servedConfig, firstPort, delayMs: delays[index] }));
      }
      start([join(root, 'tools/nginx/serve.mjs'), '--port', String(portalPorts[index]), '--dist', dist, '--config', servedConfig]);
    }
    for (const url of urls)
      await until(
        () =>
          fetch(`${url}/iqsh`).then(
            (response) => response.ok,
            () => false,
          ),
        'nginx',
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: urls[0], urls, stop };
}

/**
 * Requests each of the forms service's `paths` a few times with a service token, as the portal
 * does (the scope in each call's query). A freshly started Node process compiles its code on its
 * first requests (the first token and list took 0.5 s each while the browser loaded the page); a
 * server that has been running for a while, which is what a visitor meets, no longer does.
 * `portalUrl` serves the deployment's config.
 */
export async function warmUpFormsService(portalUrl, paths, rounds = 3) {
  const { forms } = (await (await fetch(`${portalUrl}/config.json`)).json()).services;
  for (let round = 0; round < rounds; round++) {
    const headers = { authorization: `Bearer ${await formsServiceToken(forms)}` };
    for (const path of paths) {
      const response = await fetch(`${forms.url}${path}${path.includes('?') ? '&' : '?'}scope=serviceformix`, { headers });
      if (!response.ok) throw new Error(`${path} beim Aufwärmen: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

/** Debian's chromium and the flags the tests use (tools/testing/chromium.json); CHROMIUM_PATH names another. */
export function chromiumSettings() {
  const settings = JSON.parse(readFileSync(join(root, 'tools/testing/chromium.json'), 'utf8'));
  return { executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args };
}

/** That chromium, launched by Playwright. */
export function launchChromium() {
  return chromium.launch(chromiumSettings());
}
