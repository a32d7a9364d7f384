import { GetVtypQuerySchema } from '@fobu/api-contract';
import { canSeeOffer } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { HttpError, validate } from '../http/errors';
import { offerTypeOf } from './offer-type-queries';

/**
 * `GET /api/v1/public/get_vtyp`: the type of an offer, asked anonymously. An offer nobody may see
 * yet (one being written or reviewed) answers as an unknown number: its type would tell that it exists.
 */
export function addOfferTypeRoute(app: Hono, db: Db): void {
  app.get('/api/v1/public/get_vtyp', async (c) => {
    const query = validate(GetVtypQuerySchema, c.req.query());
    const offer = await offerTypeOf(db, query.vnr);
    if (!offer || !canSeeOffer(undefined, { mandant: offer.mandant, leitungUid: offer.leitung_uid, status: offer.status }))
      throw new HttpError(404, 'not_found', `Die Veranstaltungsnummer „${query.vnr}“ ist unbekannt.`);
    return c.json({ vtyp: offer.vtyp });
  });
}
