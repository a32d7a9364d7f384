import type { Db } from '@fobu/server-sql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ObservedRequest } from './request-log';

export interface Metrics {
  readonly registry: Registry;
  observe(request: ObservedRequest): void;
  /** A booking's outcome: the booking's state, or the refusal's error code. */
  countBooking(outcome: string): void;
}

/** The open e-mails of both outboxes: the notifications' and the invitations' to addresses without an account. */
const OPEN_MAILS = `SELECT (SELECT count(*) FROM benachrichtigungen WHERE email_status = 'offen')::int
  + (SELECT count(*) FROM einladungs_emails WHERE email_status = 'offen')::int AS offen`;

/** One process's metrics (docs/deployment.md, "Metrics"), in a registry of its own so that two back ends in one test do not share counts. */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'fobu_' });
  const requests = new Counter({
    name: 'fobu_http_requests_total',
    help: 'Anfragen nach Dienst, Methode, Route (Muster) und Status',
    labelNames: ['service', 'method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'fobu_http_request_duration_seconds',
    help: 'Antwortzeit nach Dienst, Methode und Route (Muster)',
    labelNames: ['service', 'method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookings = new Counter({
    name: 'fobu_buchungen_total',
    help: 'Buchungen nach Ergebnis (Status der Anmeldung oder Fehlercode)',
    labelNames: ['ergebnis'] as const,
    registers,
  });
  new Gauge({
    name: 'fobu_db_pool_connections',
    help: 'Verbindungen des PostgreSQL-Pools: total, idle, waiting (Anfragen, die auf eine Verbindung warten); PGlite hat keinen Pool',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = db.poolStats?.();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'fobu_mail_outbox_open',
    help: 'Noch nicht versendete E-Mails (Benachrichtigungen und Einladungen)',
    registers,
    async collect() {
      const [row] = await db.query<{ offen: number }>(OPEN_MAILS);
      this.set(row?.offen ?? 0);
    },
  });
  return {
    registry,
    observe({ service, method, route, status, durationMs }) {
      requests.inc({ service, method, route, status: String(status) });
      durations.observe({ service, method, route }, durationMs / 1000);
    },
    countBooking: (outcome) => bookings.inc({ ergebnis: outcome }),
  };
}
