/**
 * Resolves in a task of its own, so that the work after it does not lengthen the current task:
 * the browser can paint and answer input in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
