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

const toStdout: LogWriter = (line) => process.stdout.write(line);

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
