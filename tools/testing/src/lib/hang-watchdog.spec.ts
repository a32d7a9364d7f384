import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const watchdog = fileURLToPath(new URL('./hang-watchdog.mjs', import.meta.url));

function runInNode(body: string) {
  const script = `import(${JSON.stringify(watchdog)}).then(({ startHangWatchdog }) => { const nameRunningTest = startHangWatchdog(1500); ${body} });`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
}

describe('the hang watchdog', { timeout: 70_000 }, () => {
  it('ends a process whose thread never yields, naming the test that ran', () => {
    const run = runInNode("nameRunningTest('dashboard.spec.tsx > lädt für immer'); for (;;) {}");
    expect(run.signal).toBe('SIGKILL');
    expect(run.stderr).toContain('[hang-watchdog] The test thread has not yielded for 1.5 s, in: dashboard.spec.tsx > lädt für immer');
  });

  it('leaves a process alone that yields, and does not keep it alive', () => {
    const run = runInNode('let rounds = 0; const round = () => { if (++rounds < 30) setTimeout(round, 100); }; round();');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
