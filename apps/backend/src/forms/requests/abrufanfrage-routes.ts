import { AbrufanfrageRequestSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { askForOffer, ownSchoolDates, requireSchoolHead, schoolRequests } from './abrufanfragen';

/** Adds the school's side of on-demand offers (abrufanfragen.ts) to the forms service. */
export function addAbrufanfragen(app: Hono, db: Db): void {
  app.get('/api/v1/abrufanfragen', async (c) => c.json(await schoolRequests(db, requireUser(c))));

  app.get('/api/v1/angebote/:vnr/schultermine', async (c) =>
    c.json(await ownSchoolDates(db, requireUser(c), c.req.param('vnr').slice(0, 40))),
  );

  app.post('/api/v1/abrufanfragen', async (c) => {
    // Who may ask is answered before what they sent.
    const principal = requireSchoolHead(requireUser(c));
    const body = validate(AbrufanfrageRequestSchema, await jsonBody(c));
    return c.json(await askForOffer(db, principal, body), 201);
  });
}
