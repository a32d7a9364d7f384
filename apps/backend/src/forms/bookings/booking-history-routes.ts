import { AnmeldungFuerPersonRequestSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../../auth/principal';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { bookForPerson } from './booking-for-person';
import { bookingHistory } from './booking-history';

/** A booking's history and the administration's booking for a person (docs/people-and-settings.md). */
export function addBookingHistoryRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/anmeldungen/:id/verlauf', async (c) => c.json(await bookingHistory(db, requireUser(c), idParam(c))));
  app.post('/api/v1/anmeldungen/fuer-person', async (c) => {
    const principal = requireUser(c);
    const body = validate(AnmeldungFuerPersonRequestSchema, await jsonBody(c));
    return c.json(await bookForPerson(db, principal, body), 201);
  });
}
