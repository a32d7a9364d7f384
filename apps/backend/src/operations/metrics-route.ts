import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { socketAddressOf } from '../http/app';
import type { Metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** With METRICS_TOKEN its bearer token; without, a scraper on this machine that no proxy forwarded (nginx would connect from loopback too). */
function mayScrape(c: Context, token: string | undefined): boolean {
  if (token) return sameText(c.req.header('authorization') ?? '', `Bearer ${token}`);
  return LOOPBACK.has(socketAddressOf(c)) && c.req.header('x-forwarded-for') === undefined;
}

/** Prometheus' scrape of the process's metrics (docs/deployment.md, "Metrics"). */
export function addMetricsRoute(app: Hono, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', async (c) => {
    if (!mayScrape(c, token))
      return c.json({ error: 'forbidden', message: 'Die Messwerte sind nur für die Überwachung des Betriebs.' }, 403);
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}
