// The watchdog's own thread (see hang-watchdog.mjs): CommonJS, started by path, not through Vite.
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');

const { limit } = workerData;
const ticks = new Int32Array(workerData.shared, 0, 2);
const nameBytes = new Uint8Array(workerData.shared, 8);
let seen = Atomics.load(ticks, 0);
let quietSince = Date.now();

setInterval(
  () => {
    const now = Atomics.load(ticks, 0);
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= limit) {
      // Node's inspector cannot pause a thread that never yields from inside the process, so the
      // report names the test that ran, which is where to look.
      const running = Buffer.from(nameBytes.subarray(0, Atomics.load(ticks, 1))).toString('utf8') || 'unbekannt';
      writeSync(2, `\n[hang-watchdog] The test thread has not yielded for ${limit / 1000} s, in: ${running}\n`);
      process.kill(process.pid, 'SIGKILL');
    }
  },
  Math.min(2000, limit / 3),
);
