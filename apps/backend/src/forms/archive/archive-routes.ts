import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { actorOf } from '../offers/request-actor';
import { adminOverview } from './admin-overview';
import { draftFromOffer } from '../offers/offer-copy';

/** Adds the administrator's calls (docs/archive.md) to the forms service: the dashboard and taking an archived offer over. */
export function addArchiveRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/verwaltungsuebersicht', async (c) => c.json(await adminOverview(db, actorOf(c))));
  app.post('/api/v1/angebote/:vnr/uebernehmen', async (c) =>
    c.json(await draftFromOffer(db, actorOf(c), c.req.param('vnr'), 'uebernehmen'), 201),
  );
}
