import type { Db } from '@fobu/server-sql';
import type { Hono } from 'hono';
import type { ServiceKey } from '../config';
import { observeRequests } from '../http/app';
import { addHealthChecks } from './health';
import { createMetrics } from './metrics';
import { addMetricsRoute } from './metrics-route';
import { requestObserver } from './observe';
import type { OperationsConfig } from './operations-config';
import { requestLog, type LogWriter } from './request-log';

/**
 * What a state's IT department runs the process with (docs/deployment.md): the health checks on
 * every port, a log line and metrics for every request, and /metrics on the identity provider's
 * port only — one scrape target per process, whatever it serves, so no figure is counted twice.
 */
export function addOperations(apps: Record<ServiceKey, Hono>, db: Db, config: OperationsConfig, write?: LogWriter) {
  let stopping = false;
  const metrics = createMetrics(db);
  const log = requestLog(config.logLevel, write);
  for (const [service, app] of Object.entries(apps)) {
    addHealthChecks(app, { db, stopping: () => stopping });
    observeRequests(app, requestObserver(service, log, metrics));
  }
  addMetricsRoute(apps.idp, metrics, config.metricsToken);
  return {
    /** Readiness turns 503, and after SHUTDOWN_DELAY_MS the caller closes the ports. */
    async beginStopping() {
      stopping = true;
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    },
  };
}
