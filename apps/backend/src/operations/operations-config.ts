/** The request log's levels, least severe first; `silent` writes nothing. */
const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OperationsConfig {
  /** LOG_LEVEL (default `info`): lines below it are not written. */
  logLevel: LogLevel;
  /**
   * METRICS_TOKEN: /metrics asks for it as a bearer token. Unset, /metrics answers only a scraper on the
   * same machine (loopback, not through a proxy): the figures tell an outsider too much about the load.
   */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_DELAY_MS (default 0): after SIGTERM, /health/ready answers 503 this long before the ports
   * close, so that a load balancer polling it stops sending new requests first.
   */
  shutdownDelayMs: number;
}

export function logLevelOf(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`LOG_LEVEL muss eines von ${LOG_LEVELS.join(', ')} sein, nicht „${value}“.`);
  return value as LogLevel;
}

/** Whether a line of `level` is written under `threshold`. */
export const logs = (threshold: LogLevel, level: Exclude<LogLevel, 'silent'>) => LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
