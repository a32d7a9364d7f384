import {
  AnmeldungRequestSchema,
  AnmeldungStatusChangeSchema,
  GenehmigungRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
} from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../../auth/principal';
import { jsonBody } from '../../http/app';
import { HttpError, validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { anmeldungView } from './booking-views';
import { book } from './booking';
import { awaitingApproval, changeStatus, decideApproval } from './booking-management';
import { ownBookingRows } from './booking-queries';
import { cancelOwn, finishOwnCourse } from './own-bookings';
import { confirmationRefusals } from '../certificates/confirmation-refusals';

/**
 * The bookings (docs/participants.md): booking, the person's own list, cancelling and finishing,
 * the school head's approvals and the staff's changes of state. One call joins them to the forms service.
 */
export function addBookingRoutes(app: Hono, db: Db): void {
  app.post('/api/v1/anmeldungen', async (c) => {
    try {
      const principal = requireUser(c);
      const body = validate(AnmeldungRequestSchema, await jsonBody(c));
      const key = c.req.header(IDEMPOTENCY_HEADER);
      const booked = await book(db, principal, body, key === undefined ? undefined : validate(IdempotencyKeySchema, key));
      c.set('bookingOutcome', booked.status);
      return c.json(booked, 201);
    } catch (error) {
      // The metrics count refusals by their code (ausgebucht, anmeldeschluss, …), the rest as errors.
      c.set('bookingOutcome', error instanceof HttpError ? error.code : 'interner_fehler');
      throw error;
    }
  });
  app.get('/api/v1/anmeldungen/meine', async (c) => {
    const rows = await ownBookingRows(db, requireUser(c));
    // An attended booking below the tenant's rule says why it has no confirmation, instead of offering one.
    const refusals = await confirmationRefusals(db, rows, 'person');
    return c.json({
      items: rows.map((row) => {
        const refusal = refusals.get(row.id);
        return refusal ? { ...anmeldungView(row), bestaetigungHinweis: refusal } : anmeldungView(row);
      }),
    });
  });
  app.post('/api/v1/anmeldungen/:id/stornieren', async (c) => c.json(await cancelOwn(db, requireUser(c), idParam(c))));
  app.post('/api/v1/anmeldungen/:id/abschliessen', async (c) => c.json(await finishOwnCourse(db, requireUser(c), idParam(c))));
  app.get('/api/v1/genehmigungen', async (c) => c.json({ items: await awaitingApproval(db, requireUser(c)) }));
  app.post('/api/v1/anmeldungen/:id/genehmigung', async (c) => {
    const principal = requireUser(c);
    const id = idParam(c);
    return c.json(await decideApproval(db, principal, id, validate(GenehmigungRequestSchema, await jsonBody(c))));
  });
  app.post('/api/v1/anmeldungen/:id/status', async (c) => {
    const principal = requireUser(c);
    const id = idParam(c);
    const body = validate(AnmeldungStatusChangeSchema, await jsonBody(c));
    return c.json(await changeStatus(db, principal, id, body.status, body.notiz));
  });
}
