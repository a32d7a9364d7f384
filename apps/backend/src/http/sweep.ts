/**
 * Runs a housekeeping task at start and then every `everyMs`; a failure is logged, not thrown, and
 * the timer does not keep the process alive. Returns the stop.
 */
export function scheduleSweep(
  task: () => Promise<unknown>,
  everyMs: number,
  failure: string,
  log: Pick<Console, 'error'> = console,
): () => void {
  const sweep = () => void task().catch((error: unknown) => log.error(failure, error));
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
