/**
 * Ends this process, naming the running test on stderr, when its thread has not yielded for
 * `limitMs` (180 s unless given); once per process. Returns how to tell it which test runs.
 */
export function startHangWatchdog(limitMs?: number): (running: string) => void;
