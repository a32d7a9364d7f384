import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { actorOf } from '../offers/request-actor';
import { workOverview } from './work-overview';

/** Adds the work overview (`GET /api/v1/arbeitsuebersicht`) to the forms service. */
export function addWorkOverview(app: Hono, db: Db): void {
  app.get('/api/v1/arbeitsuebersicht', async (c) => c.json(await workOverview(db, actorOf(c))));
}
