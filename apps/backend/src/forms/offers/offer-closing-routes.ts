import { AngebotAbsageSchema, PruefschrittSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { archiveOffer, cancelOffer } from './offer-closing';
import { actorOf } from './request-actor';

/** Adds cancelling and archiving offers (offer-closing.ts) to the forms service. */
export function addOfferClosing(app: Hono, db: Db): void {
  app.post('/api/v1/angebote/:vnr/absagen', async (c) => {
    const actor = actorOf(c);
    const input = validate(AngebotAbsageSchema, await jsonBody(c));
    return c.json(await cancelOffer(db, actor, c.req.param('vnr'), input));
  });

  app.post('/api/v1/angebote/:vnr/archivieren', async (c) => {
    const actor = actorOf(c);
    const input = validate(PruefschrittSchema, await jsonBody(c));
    return c.json(await archiveOffer(db, actor, c.req.param('vnr'), input));
  });
}
