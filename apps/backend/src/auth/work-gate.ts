/** What a gate's work came to: its value, or `busy` when the expected wait was too long to join the queue. */
export type GatedOutcome<T> = { readonly busy: false; readonly value: T } | { readonly busy: true; readonly retryAfterSeconds: number };

export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<GatedOutcome<T>>;
}

export interface WorkGateOptions {
  /** How many works run at once (password checks: one a core; each takes a libuv thread and, at OWASP cost, 128 MiB). */
  readonly concurrency: number;
  /** The longest expected wait in the queue; beyond it a work is refused at once rather than queued. */
  readonly maxWaitMs: number;
}

/** Once more than this many wait, nobody joins, whatever the estimate says (before the first work has been timed). */
const HARD_QUEUE_LIMIT = 1000;

/**
 * Bounds costly work (a sign-in's password hash) so that a state's opening minute queues in order
 * instead of piling up: at most `concurrency` run, the rest wait first come first served, and a
 * work whose expected wait (those ahead of it × the works' recent mean time ÷ concurrency) passes
 * `maxWaitMs` is told `busy` at once, with a time to come back, so that the person gets an answer
 * in German instead of a request that hangs until their browser gives up.
 */
export function createWorkGate({ concurrency, maxWaitMs }: WorkGateOptions): WorkGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  let meanMs = 0;
  const expectedWaitMs = () => ((waiting.length + 1) / concurrency) * meanMs;
  return {
    async run<T>(work: () => Promise<T>): Promise<GatedOutcome<T>> {
      if (running >= concurrency) {
        if (waiting.length >= HARD_QUEUE_LIMIT || expectedWaitMs() > maxWaitMs)
          return { busy: true, retryAfterSeconds: Math.max(1, Math.ceil(expectedWaitMs() / 1000)) };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      const started = performance.now();
      try {
        return { busy: false, value: await work() };
      } finally {
        const took = performance.now() - started;
        meanMs = meanMs === 0 ? took : meanMs * 0.8 + took * 0.2;
        // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
