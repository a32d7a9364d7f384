import { TeilnahmeBedarfeEingabeSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { ownNeeds, readBookingNeeds, readDateNeeds, saveBookingNeeds, saveOwnNeeds } from './needs-queries';

/** Needs for taking part (docs/people-and-settings.md, "Needs for taking part"). */
export function addParticipationNeedsRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/teilnahme-bedarfe', async (c) => c.json(await ownNeeds(db, requireUser(c))));
  app.put('/api/v1/teilnahme-bedarfe', async (c) => {
    const principal = requireUser(c);
    return c.json(await saveOwnNeeds(db, principal, validate(TeilnahmeBedarfeEingabeSchema, await jsonBody(c))));
  });
  app.get('/api/v1/anmeldungen/:id/bedarfe', async (c) => c.json(await readBookingNeeds(db, requireUser(c), idParam(c))));
  app.put('/api/v1/anmeldungen/:id/bedarfe', async (c) => {
    const principal = requireUser(c);
    const id = idParam(c);
    return c.json(await saveBookingNeeds(db, principal, id, validate(TeilnahmeBedarfeEingabeSchema, await jsonBody(c))));
  });
  app.get('/api/v1/termine/:id/bedarfe', async (c) => c.json(await readDateNeeds(db, requireUser(c), idParam(c))));
}
