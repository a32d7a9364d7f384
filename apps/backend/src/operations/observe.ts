import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Metrics } from './metrics';
import type { ObservedRequest } from './request-log';

/** The pattern of the route that answered (`/api/v1/anmeldungen/:id`), not the path with its ids; no route: `(keine)`. */
function routeOf(c: Context): string {
  // Middleware is registered for every method (ALL); the first route of the request's own method answered it.
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? '(keine)';
}

/** What is done with each answered request of one service: a log line, the metrics, a booking's outcome. */
export function requestObserver(service: string, log: (request: ObservedRequest) => void, metrics: Metrics) {
  return (c: Context, durationMs: number) => {
    const request = {
      requestId: c.get('requestId'),
      service,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      durationMs: Math.round(durationMs * 10) / 10,
    };
    log(request);
    metrics.observe(request);
    const outcome = c.get('bookingOutcome');
    if (outcome) metrics.countBooking(outcome);
  };
}
