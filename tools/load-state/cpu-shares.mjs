// Where the machine's CPU goes during the burst: the CPU time of every process by what it is (the
// back-end processes, PostgreSQL's, nginx's, the load generator itself, anything else on the machine)
// and the cores' idle time, from Linux's /proc. On two cores all of them share the CPU, so the
// generator's share is time a real opening day (thousands of browsers elsewhere) would not cost.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { cpuMsOf } from '../bench-common/bench-server.mjs';

/** CPU ms and kind (`label(pid, command)`) of every live process, and the machine's idle ms (all cores). */
export function cpuSnapshot(label) {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = `/proc/${entry}/stat`;
      const command = readFileSync(stat, 'utf8').match(/\((.*)\)/)?.[1] ?? '';
      byPid.set(entry, { kind: label(Number(entry), command), ms: cpuMsOf(stat) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  // /proc/stat's first line: the cores' times in ticks of 10 ms; the fourth and fifth are idle and
  // I/O wait, the eighth the time the virtual machine's host gave to others (steal).
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { byPid, idleMs: (ticks[3] + ticks[4]) * 10, stolenMs: ticks[7] * 10, at: performance.now() };
}

/** The rows of time that no process took: they have no CPU per answer. */
const IDLE = '(Leerlauf)';
const STOLEN = '(anderen virtuellen Maschinen des Hosts gegeben)';
const UNACCOUNTED = 'nicht zugeordnet (beendete Prozesse, Kernel)';

/**
 * Each kind's share of the machine's CPU between two snapshots, largest first, with the idle time,
 * as `{ kind, share: "37 %", ms, ofProcesses }` (`ofProcesses`: time of processes of that kind). A process
 * that ended in between (the killed one) loses its time before the end.
 */
export function cpuShares(before, after) {
  const capacity = (after.at - before.at) * cpus().length;
  const byKind = new Map([
    [IDLE, after.idleMs - before.idleMs],
    [STOLEN, after.stolenMs - before.stolenMs],
  ]);
  for (const [pid, { kind, ms }] of after.byPid) byKind.set(kind, (byKind.get(kind) ?? 0) + ms - (before.byPid.get(pid)?.ms ?? 0));
  // What no process seen here took: the killed process's last seconds, processes that ended, and
  // the kernel's own work. A large share means the run was disturbed.
  const seen = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
  byKind.set(UNACCOUNTED, capacity - seen);
  return [...byKind]
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => ({
      kind,
      share: `${Math.round((100 * ms) / capacity)} %`,
      ms,
      ofProcesses: ![IDLE, STOLEN, UNACCOUNTED].includes(kind),
    }));
}
