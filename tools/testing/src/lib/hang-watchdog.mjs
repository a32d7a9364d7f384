// Plain JavaScript (typed by hang-watchdog.d.mts): vitest's setup and a plain Node child both load it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A path, not a URL: under jsdom, `URL` is jsdom's, which Node's Worker does not take.
const THREAD = join(dirname(fileURLToPath(import.meta.url)), 'hang-watchdog-thread.cjs');

/**
 * A test file that never yields (React under act() can render a suspended tree forever,
 * facebook/react#37556) starves the event loop, so no test timeout fires and CI runs into its
 * own limit without a word. This watchdog runs on a thread of its own: when the test thread has
 * not ticked for HANG_LIMIT_MS, it writes the running test's name to stderr and ends the worker
 * process, so that the run fails at once and says where.
 */
const HANG_LIMIT_MS = 180_000;
const TICK_MS = 1_000;
const NAME_BYTES = 1024;

const WATCHDOG = Symbol.for('fobu.hangWatchdog');

/** @type {typeof import('./hang-watchdog.d.mts').startHangWatchdog} */
export function startHangWatchdog(limitMs = HANG_LIMIT_MS) {
  const registry = /** @type {Record<symbol, (running: string) => void>} */ (/** @type {unknown} */ (globalThis));
  if (registry[WATCHDOG]) return registry[WATCHDOG];
  const shared = new SharedArrayBuffer(8 + NAME_BYTES);
  const ticks = new Int32Array(shared, 0, 2);
  const nameBytes = new Uint8Array(shared, 8);
  setInterval(() => Atomics.add(ticks, 0, 1), TICK_MS).unref();
  new Worker(THREAD, { workerData: { shared, limit: limitMs } }).unref();
  registry[WATCHDOG] = (running) => {
    const { written } = new TextEncoder().encodeInto(running, nameBytes);
    Atomics.store(ticks, 1, written);
  };
  return registry[WATCHDOG];
}
