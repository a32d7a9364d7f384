import { AngebotAenderungSchema, AngebotAnlageSchema, PruefschrittSchema, RueckgabeSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { changeOffer, createOffer, offerHistory, offerWork, reviewOffer, type ReviewAction } from './offer-steps';
import { draftFromOffer } from './offer-copy';
import { actorOf } from './request-actor';

/** Adds the endpoints of writing and reviewing offers (docs/offers.md) to the forms service. */
export function addOfferEditing(app: Hono, db: Db): void {
  app.post('/api/v1/angebote', async (c) => {
    const actor = actorOf(c);
    const input = validate(AngebotAnlageSchema, await jsonBody(c));
    return c.json(await createOffer(db, actor, input), 201);
  });

  app.get('/api/v1/angebote/:vnr/arbeitsstand', async (c) => c.json(await offerWork(db, actorOf(c), c.req.param('vnr'))));

  app.put('/api/v1/angebote/:vnr', async (c) => {
    const actor = actorOf(c);
    const input = validate(AngebotAenderungSchema, await jsonBody(c));
    return c.json(await changeOffer(db, actor, c.req.param('vnr'), input));
  });

  const reviewStep = (action: ReviewAction) =>
    app.post(`/api/v1/angebote/:vnr/${action}`, async (c) => {
      const actor = actorOf(c);
      const input = validate(action === 'zurueckgeben' ? RueckgabeSchema : PruefschrittSchema, await jsonBody(c));
      return c.json(await reviewOffer(db, actor, c.req.param('vnr'), action, input));
    });
  reviewStep('einreichen');
  reviewStep('freigeben');
  reviewStep('zurueckgeben');

  app.post('/api/v1/angebote/:vnr/kopieren', async (c) =>
    c.json(await draftFromOffer(db, actorOf(c), c.req.param('vnr'), 'kopieren'), 201),
  );
  app.get('/api/v1/angebote/:vnr/historie', async (c) => c.json(await offerHistory(db, actorOf(c), c.req.param('vnr'))));
}
