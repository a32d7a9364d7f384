import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { offerDetail } from './offer-detail';
import { offerStaffOf } from './offer-staff';

/** Adds an offer's page (`GET /api/v1/angebote/{vnr}`) to the forms service. */
export function addOfferDetailRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/angebote/:vnr', async (c) =>
    c.json(await offerDetail(db, c.req.param('vnr').slice(0, 40), offerStaffOf(c.get('principal')))),
  );
}
