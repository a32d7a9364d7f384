import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * This run's ports and folder, shared by playwright.config.ts, which starts the servers, and the
 * helpers, which read what the back end wrote. E2E_PORT keeps runs on one machine apart.
 */

/** The spec mode's portal (nginx) listens here, its HTTPS on the port after it. */
export const port = Number(process.env['E2E_PORT'] ?? 4310);
/** A fresh database and runtime config for every run: seeded data, no state left by an earlier run. */
export const runDir = join(tmpdir(), `fobu-e2e-${port}`);
/**
 * The config.json the back end writes for the spec mode: the services' URLs and the clients'
 * secrets. The spec mode's nginx serves it; the BFF reads it and keeps it to itself.
 */
export const backendConfigFile = join(runDir, 'config.json');

/** The project that runs the portal in BFF mode (docs/bff.md): its tests are tagged `@bff`. */
export const BFF_PROJECT = 'bff';
/** The BFF mode's portal (a second nginx, its HTTPS on the port after it) and the BFF behind it. */
export const bffPorts = { portal: port + 2, bff: port + 4 };
