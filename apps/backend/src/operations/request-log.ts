import type { LogLevel } from './operations-config';
import { logs } from './operations-config';

/** One request as the log and the metrics see it: the route's pattern, never the raw path with its ids and query. */
export interface ObservedRequest {
  requestId: string;
  service: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

export type LogWriter = (line: string) => void;

/** How long a log line may wait to be written with others, and how much may wait. */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_CHARS = 16_384;

let pending = '';
let flushTimer: NodeJS.Timeout | undefined;
let flushOnExit = false;
const flush = () => {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pending) process.stdout.write(pending);
  pending = '';
};

/**
 * Lines are written together, a tenth of a second's at a time: on Linux a write to a pipe is a system
 * call that waits, and one per request competes with the answers when a booking window opens (the
 * load test, tools/load-state). A process killed outright loses at most that tenth of a second's
 * lines; one that exits writes them.
 */
const toStdout: LogWriter = (line) => {
  if (!flushOnExit) process.once('exit', flush);
  flushOnExit = true;
  pending += line;
  if (pending.length >= FLUSH_AT_CHARS) flush();
  else flushTimer ??= setTimeout(flush, FLUSH_AFTER_MS).unref();
};

/**
 * Writes one JSON line per request. It names no person: no user name, address, token or query
 * string, only the route's pattern (`/api/v1/anmeldungen/:id/stornieren`), so the log may be kept and
 * shipped without the protections personal data needs.
 */
export function requestLog(threshold: LogLevel, write: LogWriter = toStdout): (request: ObservedRequest) => void {
  return (request) => {
    const level = request.status >= 500 ? 'error' : 'info';
    if (!logs(threshold, level)) return;
    const { requestId, service, method, route, status, durationMs } = request;
    const line = { time: new Date().toISOString(), level, requestId, service, method, route, status, durationMs, pid: process.pid };
    write(JSON.stringify(line) + '\n');
  };
}
