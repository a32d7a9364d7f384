import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the work gate', () => {
  it('runs at most `concurrency` works at once, the rest in the order they came', async () => {
    const gate = createWorkGate({ concurrency: 2, maxWaitMs: 60_000 });
    let atOnce = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run(async () => {
          atOnce += 1;
          most = Math.max(most, atOnce);
          await later(10);
          order.push(i);
          atOnce -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('tells a newcomer busy, with a time to come back, once the expected wait passes the limit', async () => {
    const gate = createWorkGate({ concurrency: 1, maxWaitMs: 100 });
    await gate.run(() => later(40)); // the gate learns how long a work takes
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => gate.run(() => later(40))));
    const busy = outcomes.filter((outcome) => outcome.busy);
    expect(busy.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => !outcome.busy).length).toBeGreaterThanOrEqual(2);
    for (const outcome of busy) expect(outcome).toEqual({ busy: true, retryAfterSeconds: 1 });
  });

  it('frees its slot when a work fails', async () => {
    const gate = createWorkGate({ concurrency: 1, maxWaitMs: 1000 });
    await expect(gate.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await gate.run(async () => 'weiter')).toEqual({ busy: false, value: 'weiter' });
  });
});
