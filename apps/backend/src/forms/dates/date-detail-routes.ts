import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { offerStaffOf } from '../offers/offer-staff';
import { readsMeeting } from '../workgroups/meetings/meeting-readers';
import { visibleDateJson } from './date-queries';

/** Adds a date's page (`GET /api/v1/termine/{id}`) to the forms service. */
export function addDateDetailRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/termine/:id', async (c) => {
    const principal = c.get('principal');
    const id = idParam(c);
    const body = await visibleDateJson(db, id, {
      staffOf: offerStaffOf(principal)?.mandant ?? null,
      uid: principal?.uid ?? null,
      mandant: principal?.mandant ?? null,
      dstnr: principal?.dstnr ?? null,
      readsMeeting: await readsMeeting(db, principal, id),
    });
    if (!body) throw notFound('Diesen Termin gibt es nicht.');
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
}
