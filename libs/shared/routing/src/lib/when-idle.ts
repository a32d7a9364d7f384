/** Runs `work` in a moment in which the browser has nothing else to do (Safari: after the current task). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 1000 });
  else setTimeout(work, 0);
}
