import { PruefungenQuerySchema } from '@fobu/api-contract';
import { OFFER_REVIEWER_ROLES } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { forbidden, validate } from '../../http/errors';
import { actorOf } from '../offers/request-actor';
import { reviewQueuePage } from './review-queue';

/**
 * The review queue (`GET /api/v1/pruefungen`, quality control's dashboard): the tenant's offers and
 * published offers' revisions under review, the longest waiting first, each with whether the asker
 * may approve it (four eyes). Whatever is under review, the tenant's whole staff may see
 * (`canSeeOffer`), so the tenant is the only bound; who may review is @fobu/domain's rule.
 */
export function addReviewQueue(app: Hono, db: Db): void {
  app.get('/api/v1/pruefungen', async (c) => {
    const actor = actorOf(c);
    if (!OFFER_REVIEWER_ROLES.includes(actor.role)) throw forbidden('Die Angebote zur Prüfung sieht nur die Qualitätskontrolle.');
    const query = validate(PruefungenQuerySchema, c.req.query());
    const { items, total } = await reviewQueuePage(db, actor, query);
    return c.json({ items, total, page: query.page, pageSize: query.pageSize });
  });
}
